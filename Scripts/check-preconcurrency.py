#!/usr/bin/env python3
"""Every public or open @MainActor declaration in Sources/UIKit is `@preconcurrency @MainActor`.

Why: the iOS SDK's UIKit is imported with preconcurrency semantics, so Swift 5 language-mode
code calls UIKit from non-isolated contexts with no error (docs/DifferencesFromIOS.md,
"Swift 5 clients"). A public `@MainActor` type without `@preconcurrency` breaks such code.
`--fix` adds the attribute in place.
"""
import pathlib, re, sys

fix = "--fix" in sys.argv
root = pathlib.Path(__file__).resolve().parent.parent / "Sources" / "UIKit"
decl = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(public|open)\b")
bad = []
for path in sorted(root.rglob("*.swift")):
    lines = path.read_text().split("\n")
    changed = False
    for i, line in enumerate(lines):
        stripped = line.strip()
        if "@MainActor" not in stripped or "@preconcurrency @MainActor" in stripped:
            continue
        if stripped.startswith("//") or stripped.startswith("///"):
            continue
        # The attribute on its own line before a declaration, or on the declaration's line.
        same_line = re.match(r"^\s*@MainActor\s+(?:final\s+)?(public|open)\b", line)
        own_line = stripped == "@MainActor" and i + 1 < len(lines) and decl.match(lines[i + 1])
        if same_line or own_line:
            bad.append(f"{path.relative_to(root.parent.parent)}:{i + 1}")
            if fix:
                lines[i] = line.replace("@MainActor", "@preconcurrency @MainActor", 1)
                changed = True
    if changed:
        path.write_text("\n".join(lines))
if bad and not fix:
    print("public @MainActor declarations without @preconcurrency:", *bad, sep="\n  ")
    sys.exit(1)
print(f"preconcurrency: {'fixed ' + str(len(bad)) if fix else 'ok'}")
