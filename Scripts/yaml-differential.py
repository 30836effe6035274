#!/usr/bin/env python3
"""Seeded random differential test: scenegen's YAML-lite parser against PyYAML.

Generates random YAML-lite documents (block and flow collections nested a few
levels, every scalar style with escapes and line folding, block scalars with
chomping and indentation indicators, comments, empty values, CRLF, a BOM,
`---` and `...`), reads each with `yaml.load(text, Loader=yaml.BaseLoader)`
and with `scenegen dump --raw --batch`, and requires the same tree, key
order included. A second pass mutates valid documents (deletes, inserts and
swaps characters) and requires that scenegen never accepts a document that
PyYAML rejects, and reads the same tree whenever both accept it.

Usage: python3 Scripts/yaml-differential.py [--count N] [--seed S] [--binary PATH] [--keep DIR]
Exits 1 on any disagreement, printing the first few with their text.
"""
import argparse
import json
import os
import random
import re
import subprocess
import sys
import tempfile

import yaml

WORDS = ["car", "list", "name", "Price", "id", "x", "a1", "über", "naïve", "東京", "😀", "true", "null", "12",
         "1.5", "~", "yes", "no", "on", "a-b", "a_b", "a.b", "a/b", "a:b", "a#b", "http://x.y/z?q=1", "(x)",
         "$var", "50%", "it's", 'say"hi"', "a,b", "k=v", "<T>", "[T]?", "-x", "+y", "x-", "=", "e\u0301"]
SPECIALS = "\"\\/\0\a\b\t\n\v\f\r\x1b\x85\xa0\u2028\u2029 "


class Generator:
    def __init__(self, rng):
        self.rng = rng

    def chance(self, p):
        return self.rng.random() < p

    # ---- trees -------------------------------------------------------------
    def tree(self, depth):
        r = self.rng.random()
        if depth <= 0 or r < 0.35:
            return self.text()
        size = self.rng.randint(0, 4) if self.chance(0.9) else self.rng.randint(5, 8)
        if r < 0.7:
            keys, pairs = set(), []
            for _ in range(size):
                key = self.key_text()
                if key in keys:
                    continue
                keys.add(key)
                pairs.append((key, self.tree(depth - 1)))
            return ("map", pairs)
        return ("seq", [self.tree(depth - 1) for _ in range(size)])

    def text(self):
        r = self.rng.random()
        if r < 0.08:
            return ""
        count = self.rng.randint(1, 6)
        return " ".join(self.rng.choice(WORDS) for _ in range(count))

    def key_text(self):
        if self.chance(0.8):
            return self.rng.choice(["name", "fields", "actions", "routes", "title", "id", "model", "scenes", "k",
                                    "über", "a b", "x-y", "car_list", "1", "true", "Key", "ключ"]) + (
                str(self.rng.randint(0, 99)) if self.chance(0.4) else "")
        return self.text() or "empty"

    # ---- scalars -----------------------------------------------------------
    def plain_ok(self, s, flow):
        if not s or s != s.strip() or "\n" in s:
            return False
        if s[0] in "-?:,[]{}#&*!|>'\"%@`" and not (s[0] in "-?:" and len(s) > 1 and s[1] not in " \t"):
            return False
        if s[0] in "?:" and flow:
            return False
        if ": " in s or " #" in s or s.endswith(":") or "\t" in s:
            return False
        if flow and any(c in s for c in ",[]{}?:"):
            return False
        if s in ("---", "...") or s.startswith("--- ") or s.startswith("... "):
            return False
        return True

    def single_quoted(self, s, col):
        body = s.replace("'", "''")
        return "'" + self.fold_words(body, col) + "'"

    def fold_words(self, body, col):
        # Break at single spaces (a line break folds back into one space) or add blank lines for "\n".
        if " " not in body or not self.chance(0.3):
            return body
        parts = body.split(" ")
        out = parts[0]
        for part in parts[1:]:
            if self.chance(0.3):
                out += "\n" + " " * (col + self.rng.randint(1, 3)) + part
            else:
                out += " " + part
        return out

    def double_quoted(self, s, col):
        out = []
        for ch in s:
            r = self.rng.random()
            if ch == '"':
                out.append('\\"')
            elif ch == "\\":
                out.append("\\\\")
            elif ch in SPECIALS[2:] and ch != " ":
                table = {"\0": "\\0", "\a": "\\a", "\b": "\\b", "\t": "\\t", "\n": "\\n", "\v": "\\v",
                         "\f": "\\f", "\r": "\\r", "\x1b": "\\e", "\x85": "\\N", "\xa0": "\\_",
                         "\u2028": "\\L", "\u2029": "\\P", "/": "\\/"}
                out.append(table.get(ch, "\\x%02x" % ord(ch)))
            elif r < 0.05:
                out.append("\\x%02X" % ord(ch) if ord(ch) < 0x100 else "\\u%04x" % ord(ch) if ord(ch) < 0x10000
                           else "\\U%08x" % ord(ch))
            elif r < 0.08 and ord(ch) < 0x10000:
                out.append("\\u%04X" % ord(ch))
            elif r < 0.1:
                out.append("\\U%08X" % ord(ch))
            elif ch == " " and r < 0.12:
                out.append("\\ ")
            elif ch == " " and r < 0.2:
                out.append("\\\n" + " " * (col + self.rng.randint(1, 3)))  # escaped break: no space
                out.append(" " if self.chance(0.5) else "")
            else:
                out.append(ch)
        if self.chance(0.15):
            out.append(self.rng.choice(["\\t", "\\n", "\\x41", "\\u00e9", "\\U0001F600", "\\N", "\\_", "\\L",
                                        "\\P", "\\0", "\\e", "\\ ", "\\/", "\\\\", "\\\""]))
        return '"' + self.fold_words("".join(out), col) + '"'

    def plain(self, s, col, flow):
        if flow or " " not in s or not self.chance(0.4):
            return s
        words = s.split(" ")
        out = words[0]
        for word in words[1:]:
            if self.chance(0.35) and not word.startswith("#"):
                blank = "\n" * self.rng.choice([0, 0, 0, 1, 2])
                out += "\n" + blank + " " * (col + self.rng.randint(1, 3)) + word
            else:
                out += " " + word
        return out

    def scalar(self, s, col, flow, allow_block):
        """The scalar `s` written at column `col` (continuation lines indented past it)."""
        options = ["double", "single"]
        if self.plain_ok(s, flow):
            options += ["plain"] * 4
        if allow_block and not flow:
            options += ["block"] * 2
        if s == "":
            options += ["empty"] * (1 if flow else 3)
        style = self.rng.choice(options)
        if style == "plain":
            return self.plain(s, col, flow), False
        if style == "single":
            return self.single_quoted(s, col), False
        if style == "double":
            return self.double_quoted(s, col), False
        if style == "empty":
            return "", False
        return self.block_scalar(col), True

    def block_scalar(self, col):
        indicator = self.rng.choice("|>")
        chomp = self.rng.choice(["", "", "-", "+"])
        width = self.rng.randint(1, 4)
        lines = []
        for _ in range(self.rng.randint(0, 5)):
            r = self.rng.random()
            if r < 0.2:
                lines.append("")
            elif r < 0.35:
                lines.append(" " * self.rng.randint(1, 3) + self.text())
            elif r < 0.4:
                lines.append("\t" + self.text())
            elif r < 0.45:
                lines.append("# not a comment " + self.text())
            else:
                lines.append(self.text() + (" " if self.chance(0.1) else ""))
        explicit = bool(lines) and (lines[0].startswith(" ") or lines[0] == "" or self.chance(0.2))
        header = indicator
        if explicit:
            digit = str(width)
            header += digit + chomp if self.chance(0.5) else chomp + digit
        else:
            header += chomp
        if self.chance(0.2):
            header += " # header comment"
        body = []
        for line in lines:
            body.append("" if line == "" and self.chance(0.7) else " " * (col + width) + line)
        trailing = "\n" * self.rng.choice([0, 0, 1, 2])
        if not explicit and lines and lines[0].strip() == "":
            # Without an indicator the first text line sets the indentation; keep it plain.
            body[0] = " " * (col + width) + "x"
        return header + ("\n" + "\n".join(body) if body else "") + trailing

    # ---- collections -------------------------------------------------------
    def comment(self):
        return self.rng.choice([" # note", " #", "  # " + self.text()])

    def flow(self, node, col):
        if isinstance(node, str):
            text, _ = self.scalar(node, col, True, False)
            if text == "":
                text = '""'
            return text
        kind, content = node
        sep = lambda: self.rng.choice([", ", ",", " , ", ",\n" + " " * (col + self.rng.randint(1, 4))])
        if kind == "seq":
            items = [self.flow(item, col) for item in content]
            inner = ""
            for index, item in enumerate(items):
                inner += (sep() if index else "") + item
            if items and self.chance(0.1):
                inner += ","
            return "[" + (" " if self.chance(0.3) else "") + inner + "]"
        parts = []
        for key, value in content:
            key_text = self.flow_key(key, col)
            if value == "" and self.chance(0.3):
                parts.append(key_text + (":" if self.chance(0.5) else ""))
            else:
                parts.append(key_text + ": " + self.flow(value, col))
        inner = ""
        for index, part in enumerate(parts):
            inner += (sep() if index else "") + part
        return "{" + (" " if self.chance(0.3) else "") + inner + "}"

    def flow_key(self, key, col):
        if self.plain_ok(key, True) and self.chance(0.7):
            return key
        quoted = self.double_quoted(key, col)
        if "\n" in quoted or self.chance(0.5):  # a key stays on one line
            quoted = "'" + key.replace("'", "''") + "'"
        return quoted

    def block_key(self, key):
        if self.plain_ok(key, False) and self.chance(0.7):
            return key
        if self.chance(0.5):
            return '"' + key.replace("\\", "\\\\").replace('"', '\\"') + '"'
        return "'" + key.replace("'", "''") + "'"

    def value_after(self, node, col, key_col):
        """Text that follows `key:` or `- ` (without the separating space) for `node`; `col` is the parent's column."""
        if isinstance(node, str):
            text, is_block = self.scalar(node, col, False, True)
            if text == "":
                return "" + (self.comment() if self.chance(0.2) else "")
            suffix = self.comment() if (not is_block and "\n" not in text and self.chance(0.2)) else ""
            return " " + text + suffix
        kind, content = node
        if not content or self.chance(0.2):
            return " " + self.flow(node, col) + (self.comment() if self.chance(0.2) else "")
        comment = self.comment() if self.chance(0.2) else ""
        if kind == "seq" and key_col is not None and self.chance(0.4):
            inner = key_col  # a sequence at the key's own indentation
        else:
            inner = col + self.rng.randint(1, 4)
        return comment + "\n" + self.block(node, inner)

    def block(self, node, col):
        kind, content = node
        lines = []
        for index, entry in enumerate(content):
            if index and self.chance(0.1):
                lines.append(" " * self.rng.randint(0, col + 2) + "# comment " + str(index))
            if index and self.chance(0.05):
                lines.append("")
            if kind == "map":
                key, value = entry
                lines.append(" " * col + self.block_key(key) + ":" + self.value_after(value, col, col))
            else:
                lines.append(self.sequence_item(entry, col))
        return "\n".join(lines)

    def sequence_item(self, item, col):
        gap = self.rng.randint(1, 3)
        if not isinstance(item, str) and item[1] and self.chance(0.5):
            inner = self.block(item, col + 1 + gap)
            return " " * col + "-" + " " * gap + inner[col + 1 + gap:]
        return " " * col + "-" + self.value_after(item, col, None)

    def document(self):
        root = self.tree(self.rng.randint(1, 5))
        if isinstance(root, str) or not root[1]:
            body = self.rng.choice(["", "--- "]) + (self.flow(root, 0) if not isinstance(root, str)
                                                    else self.scalar(root, 0, False, False)[0] or '""')
        else:
            body = self.block(root, self.rng.choice([0, 0, 0, 1, 2]))
            if self.chance(0.2):
                body = "---" + (" # start" if self.chance(0.3) else "") + "\n" + body
        if self.chance(0.2):
            body = "# leading comment\n\n" + body
        body += "\n"
        if self.chance(0.1):
            body += "...\n"
        if self.chance(0.1):
            body += "# trailing comment\n"
        if self.chance(0.2):
            body = body.replace("\n", "\r\n")
        if self.chance(0.05):
            body = "\ufeff" + body
        return body


def mutate(rng, text):
    chars = list(text)
    for _ in range(rng.randint(1, 3)):
        if not chars:
            break
        position = rng.randrange(len(chars))
        r = rng.random()
        if r < 0.4:
            del chars[position]
        elif r < 0.8:
            chars.insert(position, rng.choice(list(" :-#'\"[]{},|>\n\\x")))
        else:
            other = rng.randrange(len(chars))
            chars[position], chars[other] = chars[other], chars[position]
    return "".join(chars)


def as_pairs(value):
    """A comparable form keeping key order: mappings become lists of pairs."""
    if isinstance(value, dict):
        return ["map", [[key, as_pairs(item)] for key, item in value.items()]]
    if isinstance(value, list):
        return ["seq", [as_pairs(item) for item in value]]
    return value


def reference(text):
    try:
        return True, as_pairs(yaml.load(text, Loader=yaml.BaseLoader))
    except (yaml.YAMLError, ValueError, OverflowError, RecursionError):
        # PyYAML lets Python errors escape for escapes such as `\UFFFFFFFF`.
        return False, None


def has_duplicate_keys(text):
    class Checker(yaml.BaseLoader):
        pass

    def construct(loader, node):
        keys = [loader.construct_object(k) for k, _ in node.value]
        if len(keys) != len(set(map(str, keys))):
            raise ValueError("duplicate")
        return loader.construct_mapping(node)

    Checker.add_constructor("tag:yaml.org,2002:map", construct)
    try:
        yaml.load(text, Loader=Checker)
        return False
    except ValueError:
        return True
    except Exception:
        return False


def span_differences(text, ours):
    """Where scenegen's node spans disagree with PyYAML's marks, as messages.

    Every node's start must equal PyYAML's start mark; plain and quoted scalars
    and flow collections must also end where PyYAML ends them (PyYAML ends block
    collections at the next token and block scalars after their trailing
    lines, where scenegen ends them after their last character, by design)."""
    root = yaml.compose(text, Loader=yaml.BaseLoader)
    problems = []
    compared = 0
    stack = [(root, ours)]
    while stack:
        node, mine = stack.pop()
        if node is None or mine is None:
            if (node is None) != (mine is None) and not (node is not None and node.value == ""):
                problems.append("document: PyYAML %r, scenegen %r" % (node, mine))
            continue
        compared += 1
        start = "%d:%d" % (node.start_mark.line + 1, node.start_mark.column + 1)
        end = "%d:%d" % (node.end_mark.line + 1, node.end_mark.column + 1)
        my_start, my_end = mine["span"].split("-")
        if start != my_start:
            problems.append("node %r starts at %s in PyYAML, %s in scenegen" % (node.value if isinstance(node, yaml.ScalarNode) else node.tag, start, my_start))
        checks_end = (node.flow_style if not isinstance(node, yaml.ScalarNode) else node.style in (None, "'", '"'))
        if checks_end and end != my_end:
            problems.append("node %r ends at %s in PyYAML, %s in scenegen" % (node.value if isinstance(node, yaml.ScalarNode) else node.tag, end, my_end))
        if isinstance(node, yaml.SequenceNode):
            stack.extend(zip(node.value, mine["sequence"]))
        elif isinstance(node, yaml.MappingNode):
            for (key, value), pair in zip(node.value, mine["mapping"]):
                stack.append((key, pair["key"]))
                stack.append((value, pair["value"]))
    return problems, compared


def run_scenegen(binary, texts, folder, spans=False):
    paths = []
    for index, text in enumerate(texts):
        path = os.path.join(folder, "doc%05d.yml" % index)
        with open(path, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)
        paths.append(path)
    result = subprocess.run([binary, "dump", "--raw", "--batch"] + (["--spans"] if spans else []), input="\n".join(paths) + "\n",
                            capture_output=True, text=True, encoding="utf-8")
    lines = result.stdout.split("\n")
    if len(lines) < len(texts):
        sys.exit("error: `scenegen dump --raw --batch` printed %d lines for %d files (stderr: %s)"
                 % (len(lines), len(texts), result.stderr[:500]))
    out = []
    for line in lines[:len(texts)]:
        if line.startswith("error "):
            out.append((False, line[len("error "):]))
        else:
            value = json.loads(line)
            out.append((True, value if spans else as_pairs(value)))
    return out


# Messages of constructs YAML-lite refuses on purpose although PyYAML reads them.
OUT_OF_SUBSET = ("anchors", "aliases", "tags", "directives", "complex keys", "a second document",
                 "duplicate key", "cannot be a mapping key", "the line break character", "control character",
                 "byte order mark")


def same(expected, mine):
    """Equal trees; an explicit `---` with no content is "" for PyYAML and null (no document) for scenegen."""
    return mine == expected or (expected == "" and mine is None)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=20261129)
    parser.add_argument("--binary", default=".build/debug/scenegen")
    parser.add_argument("--keep", help="write the generated documents to this folder")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    generator = Generator(rng)
    documents = [generator.document() for _ in range(args.count)]
    mutants = [mutate(rng, rng.choice(documents)) for _ in range(args.count)]
    folder = args.keep or tempfile.mkdtemp(prefix="yaml-differential-")
    os.makedirs(folder, exist_ok=True)
    ours = run_scenegen(args.binary, documents + mutants, folder)
    failures = []
    stats = {"valid": 0, "agree": 0, "pyyaml-rejects": 0, "both-reject": 0,
             "mutants": len(mutants), "mutants-agree": 0, "mutants-both-reject": 0, "mutants-out-of-subset": 0}
    for index, text in enumerate(documents + mutants):
        mutant = index >= len(documents)
        ok, expected = reference(text)
        mine_ok, mine = ours[index]
        if not mutant:
            if ok:
                stats["valid"] += 1
                if mine_ok and same(expected, mine):
                    stats["agree"] += 1
                else:
                    failures.append((text, expected, mine))
            else:
                stats["pyyaml-rejects"] += 1
                if mine_ok:
                    failures.append((text, "PyYAML rejects it", mine))
                else:
                    stats["both-reject"] += 1
            continue
        if ok and mine_ok:
            if same(expected, mine):
                stats["mutants-agree"] += 1
            else:
                failures.append((text, expected, mine))
        elif ok and not mine_ok:
            if any(word in mine for word in OUT_OF_SUBSET) or has_duplicate_keys(text):
                stats["mutants-out-of-subset"] += 1
            else:
                failures.append((text, expected, mine))
        elif not ok and mine_ok:
            failures.append((text, "PyYAML rejects it", mine))
        else:
            stats["mutants-both-reject"] += 1
    # Spans: every node of every generated document starts (and, where both define it the same, ends) where PyYAML says.
    spanned = run_scenegen(args.binary, documents, folder, spans=True)
    span_nodes = 0
    for text, (mine_ok, mine) in zip(documents, spanned):
        if not mine_ok:
            continue
        problems, compared = span_differences(text, mine)
        span_nodes += compared
        if problems:
            failures.append((text, "spans differ", problems[:3]))
    print("yaml differential (seed %d): %d generated documents, %d read by PyYAML, %d agree (%.1f%%); "
          "%d rejected by both" % (args.seed, args.count, stats["valid"], stats["agree"],
                                   100.0 * stats["agree"] / max(1, stats["valid"]), stats["both-reject"]))
    print("  spans: %d nodes of the generated documents start where PyYAML's marks say (and end there, for"
          " flow collections and plain and quoted scalars)" % span_nodes)
    print("  %d mutants: %d read alike, %d rejected by both, %d refused as outside YAML-lite"
          % (stats["mutants"], stats["mutants-agree"], stats["mutants-both-reject"], stats["mutants-out-of-subset"]))
    features = {"CRLF": r"\r\n", "BOM": "\ufeff", "--- start": r"^(\ufeff)?(# .*\n\n)?---", "... end": r"\n\.\.\.\r?\n",
                "comment": r"(^|\s)#", "flow [ ]": r"[:-] \[", "flow { }": r"[:-] \{", "'single'": r"[:-] '",
                '"double"': r'[:-] "', "\\ escape": r'"[^"\n]*\\', "| literal": r"[:-] \|", "> folded": r"[:-] >",
                "keep +": r"[|>][0-9]?\+", "strip -": r"[|>][0-9]?-", "indent digit": r"[|>][+-]?[1-9]",
                "lines indented 6+": r"\n {6,}\S"}
    print("  documents containing: " + ", ".join(
        "%s %d" % (name, sum(1 for text in documents if re.search(pattern, text, re.M))) for name, pattern in features.items()))
    if failures:
        for text, expected, mine in failures[:5]:
            print("DISAGREEMENT on %r\n  PyYAML:   %r\n  scenegen: %r" % (text, expected, mine))
        print("error: %d disagreements" % len(failures))
        return 1
    if stats["valid"] < args.count * 0.9:
        print("error: fewer than 90%% of the generated documents are valid YAML; the generator is broken")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
