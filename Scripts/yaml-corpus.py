#!/usr/bin/env python3
"""Writes the expected JSON of the YAML-lite corpus with PyYAML, the reference.

For every Tests/Fixtures/yaml/valid/NNN-name.yml, writes NNN-name.json: the
document read by `yaml.load(text, Loader=yaml.BaseLoader)` (every scalar a
string, key order kept) as pretty JSON, `null` for an empty document. The
Swift tests (YAMLCorpusTests) compare scenegen's tree with these files.

Usage: python3 Scripts/yaml-corpus.py           rewrite every .json
       python3 Scripts/yaml-corpus.py --check   exit 1 if any .json is missing or stale (CI)

Add a case by adding a .yml file and re-running the script; a document
PyYAML rejects, or one outside YAML-lite (anchors, tags, duplicate keys...),
belongs in Tests/Fixtures/yaml/invalid/ instead.
"""
import glob
import json
import os
import sys

import yaml

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Fixtures", "yaml", "valid")


def expected_json(path):
    with open(path, encoding="utf-8", newline="") as handle:
        text = handle.read()
    value = yaml.load(text, Loader=yaml.BaseLoader)
    # YAML-lite reads an explicit `---` with no content as no document (null), as it reads an empty file.
    if value == "" and text.lstrip("\ufeff").startswith("---") and text.strip("\ufeff -.\r\n") == "":
        value = None
    return json.dumps(value, indent=2, ensure_ascii=False) + "\n"


def main():
    check = "--check" in sys.argv[1:]
    stale = []
    paths = sorted(glob.glob(os.path.join(ROOT, "*.yml")))
    for path in paths:
        target = path[:-4] + ".json"
        text = expected_json(path)
        current = open(target, encoding="utf-8").read() if os.path.exists(target) else None
        if current == text:
            continue
        stale.append(os.path.relpath(target))
        if not check:
            with open(target, "w", encoding="utf-8", newline="\n") as handle:
                handle.write(text)
    orphans = [p for p in glob.glob(os.path.join(ROOT, "*.json")) if not os.path.exists(p[:-5] + ".yml")]
    if check and (stale or orphans):
        for path in stale:
            print("error: %s is missing or stale; run python3 Scripts/yaml-corpus.py" % path)
        for path in orphans:
            print("error: %s has no .yml next to it" % os.path.relpath(path))
        return 1
    print("yaml corpus: %d documents, %d expectation%s %s" % (
        len(paths), len(stale), "" if len(stale) == 1 else "s", "stale" if check else "written"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
