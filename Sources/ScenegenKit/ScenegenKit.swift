/// ScenegenKit: flavors, plan, diff, writer and eject: where the spec meets the templates.
