#!/usr/bin/env python3
"""Checks that UIKit's areas depend downward only (docs/ARCHITECTURE.md, "Layers").

Each folder under Sources/UIKit is an area with a rank. A file may name types declared in
its own area or a lower one. A reference to a type of a higher area is a back-edge and
fails the check unless Scripts/layering-exceptions.txt lists it ("file -> Type: why").

Overridable UIKit methods must live in class bodies, so a class body may have to name a
later type; such edges are listed in the exceptions file like any other, with the reason.
"""
import os, re, sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
UIKIT = os.path.join(ROOT, "Sources", "UIKit")
EXCEPTIONS = os.path.join(ROOT, "Scripts", "layering-exceptions.txt")

# Lowest first. Areas on one line share a rank.
LAYERS = [
    ["Geometry", "Runtime"],
    ["Traits"],
    ["Screens", "Graphics", "Text"],
    # A view and its touches, gestures and responder chain are one design in UIKit.
    ["Views", "Events"],
    ["Animation"],
    ["Layout"],
    ["ViewControllers"],
    # Scroll and table views: UIScrollView's inset adjustment asks its controller
    # (automaticallyAdjustsScrollViewInsets, the container it is in), and
    # UITableViewController is a controller, so the content views sit above them.
    ["Content"],
    # Text fields, text views and the software keyboard: a text view is a scroll view,
    # and alerts (Presentation) hold text fields.
    ["TextInput"],
    ["Debug"],
    ["Transitions"],
    ["Containers", "Presentation"],
    ["Windows"],
    # Reads every drawn view (labels, image views, bars, tabs) into render trees; nothing
    # below names it: the runtime calls it through its display handlers.
    ["Rendering"],
    ["Application"],
    ["Storyboards"],
]
RANK = {area: rank for rank, areas in enumerate(LAYERS) for area in areas}
DECL = re.compile(r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open|internal|fileprivate|private|final|indirect|nonisolated)\s+)*"
                  r"(?:class|struct|enum|protocol|actor|typealias)\s+([A-Z]\w*)", re.M)
NAMESPACED = re.compile(r"^extension ViewControllerKit \{\n(.*?)^\}", re.S | re.M)
COMMENT = re.compile(r"//.*?$|/\*.*?\*/", re.S | re.M)
STRING = re.compile(r'"(?:\\.|[^"\\])*"')


def area_of(path):
    return os.path.relpath(path, UIKIT).split(os.sep)[0]


def swift_files():
    for folder, _, files in os.walk(UIKIT):
        for name in sorted(files):
            if name.endswith(".swift"):
                yield os.path.join(folder, name)


def main():
    declared = {}
    sources = {}
    for path in swift_files():
        area = area_of(path)
        if area not in RANK:
            print(f"error: area '{area}' ({os.path.relpath(path, ROOT)}) has no rank in Scripts/check-layering.py")
            return 1
        text = open(path, encoding="utf-8").read()
        sources[path] = STRING.sub('""', COMMENT.sub("", text))
        for name in DECL.findall(text):
            declared.setdefault(name, area)
        # The project's own types are nested in `extension ViewControllerKit { … }`.
        for block in NAMESPACED.findall(text):
            for name in DECL.findall(re.sub(r"^    ", "", block, flags=re.M)):
                declared.setdefault(name, area)
    allowed = {}
    if os.path.exists(EXCEPTIONS):
        for line in open(EXCEPTIONS, encoding="utf-8"):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            edge, _, why = line.partition(":")
            file, _, type_name = edge.partition("->")
            if not why.strip():
                print(f"error: exception '{line}' gives no reason")
                return 1
            allowed[(file.strip(), type_name.strip())] = why.strip()
    used = set()
    failures = []
    for path, text in sources.items():
        rel = os.path.relpath(path, UIKIT)
        rank = RANK[area_of(path)]
        for name in sorted(set(re.findall(r"\b[A-Z]\w*\b", text))):
            owner = declared.get(name)
            if owner is None or RANK[owner] <= rank:
                continue
            if (rel, name) in allowed:
                used.add((rel, name))
                continue
            failures.append(f"{rel} ({area_of(path)}) -> {name} ({owner})")
    stale = sorted(set(allowed) - used)
    for f in failures:
        print(f"back-edge: {f}")
    for file, name in stale:
        print(f"stale exception (no longer needed): {file} -> {name}")
    if failures or stale:
        print(f"layering check failed: {len(failures)} unlisted back-edges, {len(stale)} stale exceptions")
        return 1
    print(f"layering check passed: {len(sources)} files, {len(allowed)} listed back-edges")
    return 0


if __name__ == "__main__":
    sys.exit(main())
