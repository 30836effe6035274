#!/usr/bin/env python3
"""Writes a scenegen.yml with N scenes, for Scripts/bench-generate.

Usage: write-spec.py N > scenegen.yml

Deterministic (no randomness): scene i has an input on every other scene,
four or five fields of mixed kinds (standard types, optionals, arrays,
dictionaries, a model), two or three actions (one carrying a value) and
routes to the next scene and to one earlier scene, so Router+Routes and the
route tests carry inputs. One model per ten scenes, each used by fields.
"""
import sys


def main() -> None:
    if len(sys.argv) != 2 or not sys.argv[1].isdigit() or int(sys.argv[1]) < 1:
        sys.exit("usage: write-spec.py N   (N >= 1 scenes)")
    count = int(sys.argv[1])
    models = max(1, count // 10)
    out = [
        f"# {count} generated scenes for the generate benchmark (Scripts/bench-generate).",
        "module: Bench",
        "output: Sources/Bench/Scenes",
        "tests: Tests/BenchTests",
        "",
        "models:",
    ]
    for m in range(models):
        out += [
            f"  Model{m}:",
            "    id: UUID",
            "    name: String",
            "    price: Double?",
            "    tags: \"[String]\"",
        ]
    out += ["", "scenes:"]

    def has_input(i: int) -> bool:
        return i % 2 == 1

    for i in range(count):
        model = f"Model{i % models}"
        out.append(f"  Scene{i}:")
        out.append(f"    title: Scene number {i}")
        if has_input(i):
            out += ["    inputs:", "      itemID: String", f"      item: {model}?"]
        out += [
            "    fields:",
            "      heading: String",
            "      count: Int",
            "      items: \"[" + model + "]\"",
            "      lookup: \"[String: [Int]]\"",
        ]
        if i % 3 == 0:
            out.append("      updated: Date?")
        out += ["    actions:", "      - refresh", "      - select: Int"]
        if i % 4 == 0:
            out.append("      - toggleFavorite")
        routes = []
        if count > 1:
            routes.append(f"Scene{(i + 1) % count}")
            earlier = f"Scene{(i * 7) % count}"
            if earlier not in routes:
                routes.append(earlier)
        if routes:
            out.append("    routes: [" + ", ".join(routes) + "]")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
