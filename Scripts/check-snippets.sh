#!/usr/bin/env bash
# Compiles every Swift snippet of README.md and of the DocC articles as an app would write it: outside the package,
# depending on the products its imports name, as top-level code. A snippet that stops compiling fails, with the
# compiler's error at the Markdown line. How blocks become programs, and the comments that steer it:
# Scripts/lib/snippets.py.
#
#   Scripts/check-snippets.sh           against a scratch git repository of the working tree, tagged 0.4.0
#   Scripts/check-snippets.sh --local   against the checkout by path, building in .build-snippets (quicker reruns)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

if [ "${1:-}" = "--local" ]; then
  app="$root/.build-snippets"
  rm -rf "$app/Sources" "$app/Package.swift"
  dependency="path:$root"
else
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  source "$root/Scripts/lib/scratch-repository.sh"
  scratch_repository "$work/DomainKits"
  app="$work/app"
  dependency="url:file://$work/DomainKits"
fi
mkdir -p "$app"
python3 "$root/Scripts/lib/snippets.py" "$root" "$app" "$dependency"

if (cd "$app" && swift build > "$app/build.log" 2>&1); then
  echo "Snippet check passed"
  exit 0
fi
# SwiftPM stops at the first target that fails: build each program alone to report every broken snippet.
failed=0
for target in $(ls "$app/Sources"); do
  if ! (cd "$app" && swift build --target "$target" > "$app/$target.log" 2>&1); then
    failed=$((failed + 1))
    grep -E "^[^ ]*\.md:[0-9]+:[0-9]+: error:" "$app/$target.log" | sort -u || tail -20 "$app/$target.log"
  fi
done
echo "Snippet check failed: $failed program(s); the errors above point at the Markdown lines"
exit 1
