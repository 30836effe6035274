#!/usr/bin/env python3
"""The plain-Python baselines Scripts/bench-generate pairs scenegen with.

Usage:
  python-baseline.py stat PROJECT TEMPLATES...   stats every file scenegen.lock lists,
      reads the spec and every file of the template folders (what an identical
      `generate` or `generate --check` must at least do)
  python-baseline.py write FROM TO               writes every file of the tree FROM
      (scenegen's first run) into the fresh folder TO: same paths, same contents;
      reads them first and times the writes alone
  python-baseline.py write-safe FROM TO          the same, written as scenegen must write
      them (docs/safety.md): each to a temporary name in its folder, then one
      sync to disk, then each renamed over its target; times those steps alone
"""
import json
import os
import sys
import time


def stat_project(project: str, templates: list[str]) -> None:
    count = 0
    with open(os.path.join(project, "scenegen.lock"), encoding="utf-8") as lock:
        for line in lock:
            if line.startswith("{"):
                os.stat(os.path.join(project, json.loads(line)["path"]))
                count += 1
    with open(os.path.join(project, "scenegen.yml"), encoding="utf-8") as spec:
        spec.read()
    for folder in templates:
        for root, _, names in os.walk(folder):
            for name in names:
                with open(os.path.join(root, name), "rb") as template:
                    template.read()
    print(f"{count} files")


def write_tree(source: str, target: str) -> None:
    """Reads the tree first, then times only the writes (printed as `writes <seconds>`)."""
    files = read_tree(source)
    start = time.perf_counter()
    made = set()
    for relative, data in files:
        folder = os.path.dirname(os.path.join(target, relative))
        if folder not in made:
            os.makedirs(folder, exist_ok=True)
            made.add(folder)
        with open(os.path.join(target, relative), "wb") as file:
            file.write(data)
    print(f"{len(files)} files, writes {time.perf_counter() - start:.3f}")


def write_tree_safely(source: str, target: str) -> None:
    """As write_tree, with the crash-safe steps: temporaries, one sync, renames."""
    files = read_tree(source)
    start = time.perf_counter()
    made = set()
    temporaries = []
    for relative, data in files:
        path = os.path.join(target, relative)
        folder = os.path.dirname(path)
        if folder not in made:
            os.makedirs(folder, exist_ok=True)
            made.add(folder)
        temporary = os.path.join(folder, "." + os.path.basename(path) + ".tmp")
        with open(temporary, "xb") as file:
            file.write(data)
        temporaries.append((temporary, path))
    os.sync()
    for temporary, path in temporaries:
        os.rename(temporary, path)
    print(f"{len(files)} files, writes {time.perf_counter() - start:.3f}")


def read_tree(source: str) -> list[tuple[str, bytes]]:
    """Every file under `source`, as (relative path, bytes)."""
    files = []
    for root, _, names in os.walk(source):
        for name in names:
            path = os.path.join(root, name)
            with open(path, "rb") as file:
                files.append((os.path.relpath(path, source), file.read()))
    return files


def main() -> None:
    if len(sys.argv) >= 3 and sys.argv[1] == "stat":
        stat_project(sys.argv[2], sys.argv[3:])
    elif len(sys.argv) == 4 and sys.argv[1] == "write":
        write_tree(sys.argv[2], sys.argv[3])
    elif len(sys.argv) == 4 and sys.argv[1] == "write-safe":
        write_tree_safely(sys.argv[2], sys.argv[3])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
