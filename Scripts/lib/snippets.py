#!/usr/bin/env python3
"""Writes an app package whose executables are the Swift snippets of README.md and the DocC articles.

    snippets.py ROOT APP_DIR url:URL|path:PATH

Every ```swift block of a Markdown file joins that file's program, in the order a reader meets them, as top-level
code in main.swift: a block may use what an earlier block of the same file declared. Each program is an
executable target that depends on exactly the products its imports name, so a snippet that needs a module it does
not import fails as it would in an app. A DocC program that imports nothing imports its catalog's module, the
context its page is read in; README's programs import what they use. `#sourceLocation` points compiler errors at
the Markdown line.

HTML comments (invisible on GitHub and in DocC) steer a file's programs:

    <!-- snippet: new -->               the blocks from here on form a new program
    <!-- snippet: skip REASON -->       the next block is not compiled (a manifest fragment, say); REASON required
    <!-- snippet: hidden                Swift a reader does not see, added to the program here (declarations the
    let jsonData = Data()               prose takes for granted, such as a file's bytes)
    -->
"""

import pathlib
import re
import sys

# Modules every app has: imported without a product.
SYSTEM_MODULES = {"Foundation", "FoundationEssentials", "Dispatch", "Observation", "Synchronization"}
FENCE = re.compile(r"^(\s*)```swift\s*$")
DIRECTIVE = re.compile(r"^\s*<!--\s*snippet:\s*(new|skip|hidden)\b(.*?)(-->)?\s*$")
IMPORT = re.compile(r"^\s*(?:@\w+\s+)*import\s+(\w+)")


class Program:
    def __init__(self, name):
        self.name = name
        self.lines = []
        self.imports = set()
        self.blocks = 0


def programs_in(path, relative):
    """The programs of one Markdown file."""
    lines = path.read_text(encoding="utf-8").splitlines()
    catalog = next((part[: -len(".docc")] for part in relative.parts if part.endswith(".docc")), None)
    stem = re.sub(r"\W", "_", f"{catalog}_{relative.stem}" if catalog else relative.stem)
    programs = [Program(f"{stem}_1")]
    skip_next = False
    index = 0

    def add(code_lines, first_line):
        program = programs[-1]
        program.lines.append(f'#sourceLocation(file: "{relative}", line: {first_line})')
        for code in code_lines:
            program.lines.append(code)
            match = IMPORT.match(code)
            if match:
                program.imports.add(match.group(1))
        program.lines.append("#sourceLocation()")

    while index < len(lines):
        line = lines[index]
        directive = DIRECTIVE.match(line)
        if directive:
            kind, rest, closed = directive.group(1), directive.group(2).strip(), directive.group(3)
            if kind == "new":
                if programs[-1].blocks:
                    programs.append(Program(f"{stem}_{len(programs) + 1}"))
            elif kind == "skip":
                if not rest:
                    sys.exit(f"{relative}:{index + 1}: `snippet: skip` needs a reason")
                skip_next = True
            elif kind == "hidden":
                if closed:
                    sys.exit(f"{relative}:{index + 1}: `snippet: hidden` holds its code on the lines below")
                end = index + 1
                while end < len(lines) and lines[end].strip() != "-->":
                    end += 1
                if end == len(lines):
                    sys.exit(f"{relative}:{index + 1}: `snippet: hidden` is never closed with a line `-->`")
                add(lines[index + 1 : end], index + 2)
                index = end
            index += 1
            continue
        fence = FENCE.match(line)
        if not fence:
            index += 1
            continue
        indent = len(fence.group(1))
        end = index + 1
        while end < len(lines) and lines[end].strip() != "```":
            end += 1
        if end == len(lines):
            sys.exit(f"{relative}:{index + 1}: a ```swift block is never closed")
        if skip_next:
            skip_next = False
        else:
            add([code[indent:] for code in lines[index + 1 : end]], index + 2)
            programs[-1].blocks += 1
        index = end + 1
    programs = [program for program in programs if program.blocks]
    for program in programs:
        if catalog and not program.imports - SYSTEM_MODULES:
            program.lines.insert(0, f"import {catalog}")
            program.imports.add(catalog)
    return programs


def main():
    root, app, dependency = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2]), sys.argv[3]
    kind, _, location = dependency.partition(":")
    identity = location.rstrip("/").rsplit("/", 1)[-1]
    if kind == "url":
        package = f'.package(url: "{location}", from: "0.4.0", traits: ["SQLite", "LiveFeed"])'
    else:
        package = f'.package(path: "{location}", traits: ["SQLite", "LiveFeed"])'
    files = [root / "README.md"] + sorted(root.glob("Sources/**/*.docc/**/*.md"))
    programs = []
    for path in files:
        programs += programs_in(path, path.relative_to(root))
    targets = []
    for program in programs:
        products = sorted(program.imports - SYSTEM_MODULES)
        if not products:
            sys.exit(f"{program.name}: imports no DomainKits product")
        folder = app / "Sources" / program.name
        folder.mkdir(parents=True)
        (folder / "main.swift").write_text("\n".join(program.lines) + "\n", encoding="utf-8")
        dependencies = ", ".join(f'.product(name: "{product}", package: "{identity}")' for product in products)
        targets.append(f'    .executableTarget(name: "{program.name}", dependencies: [{dependencies}]),')
        print(f"{program.name}: {program.blocks} block(s), imports {' '.join(products)}")
    manifest = f"""// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Snippets",
  platforms: [.iOS(.v16), .macOS(.v13)],
  dependencies: [{package}],
  targets: [
{chr(10).join(targets)}
  ]
)
"""
    (app / "Package.swift").write_text(manifest, encoding="utf-8")


if __name__ == "__main__":
    main()
