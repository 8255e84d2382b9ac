#!/usr/bin/env python3
"""Checks the folder vocabulary and the one-concept-per-file rule of every kit (CONTRIBUTING.md, "The layout of a
kit"). Prints one line per violation, names the rule, and exits 1 when there is any.

    python3 Scripts/check-layout.py          every kit
    python3 Scripts/check-layout.py KIT...   the kits named
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
KITS = [
    "OrderBookKit", "CandleKit", "MarketBoardKit", "TimetableKit", "LectureEvaluationKit", "HouseRulesKit",
    "WagerKit", "BoxOfficeKit",
]
# The layers, in the order data flows, and the folder each lives in.
LAYERS = ["API", "Wire", "Mapping", "Model", "Repository", "Errors", "Presentation"]
# Folder names that say a layer in another word: use the layer's name.
SYNONYMS = {
    "Client": "API", "Clients": "API", "Endpoints": "API", "Network": "API", "Venues": "Wire", "DTO": "Wire", "DTOs": "Wire", "Decoding": "Wire", "Models": "Model", "Repositories": "Repository",
    "Storage": "Repository", "Error": "Errors", "Strings": "Presentation", "SVG": "Presentation", "Views": "Presentation",
}
DECLARATION = re.compile(
    r"^(?:@[\w.]+(?:\([^)]*\))?\s+)*(public\s+|package\s+|internal\s+|fileprivate\s+|private\s+)?"
    r"(?:final\s+|indirect\s+)*(struct|enum|class|actor|protocol|typealias|extension)\s+([A-Za-z_][\w.]*)"
)


def layer_of(kind, name):
    """The layer folder a public type belongs in by its name, or None for a concept type."""
    if kind == "typealias":
        return None
    if name.endswith("Error") or name.endswith("Errors"):
        return "Errors"
    if name.endswith("Repository") or name.startswith("InMemory") or (kind == "protocol" and name.endswith("Cache")):
        return "Repository"
    if name.endswith("Strings"):
        return "Presentation"
    if re.search(r"(Decoder|Encoder|DTO|Wire)$", name):
        return "Wire"
    return None


def check(kit):
    problems = []
    base = ROOT / "Sources" / kit
    for folder in sorted(p for p in base.iterdir() if p.is_dir() and not p.name.endswith(".docc")):
        if folder.name in SYNONYMS:
            problems.append(f"{folder.relative_to(ROOT)}: folder vocabulary: name it {SYNONYMS[folder.name]}/")
    for path in sorted(base.rglob("*.swift")):
        relative = path.relative_to(ROOT)
        top = path.relative_to(base).parts[0] if len(path.relative_to(base).parts) > 1 else None
        types, extended, internal = [], [], []
        for line in path.read_text(encoding="utf-8").splitlines():
            match = DECLARATION.match(line)
            if not match:
                continue
            access, kind, name = match.groups()
            if kind == "extension":
                extended.append(name.split(".")[0])
            elif (access or "").strip() == "public":
                types.append((kind, name))
            else:
                internal.append(name)
        concepts = [t for t in types if t[0] != "typealias"]
        stem = path.stem
        if len(concepts) > 1:
            names = ", ".join(n for _, n in concepts)
            problems.append(f"{relative}: one public type per file: {names}")
        elif concepts:
            name = concepts[0][1]
            if stem != name and not stem.startswith(name + "+"):
                problems.append(f"{relative}: file name: declares {name}; name it {name}.swift or {name}+<Facet>.swift")
        elif (extended or internal) and not types:
            owner = stem.split("+")[0]
            # A wire format's internal DTOs may share one file named for the format (`BithumbWire.swift`).
            wire_format = top == "Wire" and re.search(r"(Wire|DTO)$", stem)
            if owner not in extended and owner not in internal and stem != "Exports" and not wire_format:
                problems.append(
                    f"{relative}: file name: declares {', '.join(internal) or 'no type'} and extends"
                    f" {', '.join(sorted(set(extended))) or 'nothing'}; name it after one of them")
        for kind, name in concepts:
            layer = layer_of(kind, name)
            if layer and top != layer and not (layer == "Repository" and top == "Repository"):
                problems.append(f"{relative}: folder vocabulary: {name} belongs in {layer}/")
    return problems


def main():
    kits = sys.argv[1:] or KITS
    problems = [problem for kit in kits for problem in check(kit)]
    for problem in problems:
        print(problem)
    print(f"Layout check: {len(problems)} problem(s) in {len(kits)} kit(s)")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
