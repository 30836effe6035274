// Apple ships a cross-import overlay of Swift Testing and UIKit under this name
// (attachments of UIKit images): a file importing both makes the compiler look for
// it, so the double has one, empty. Nothing here is API.
import UIKit
