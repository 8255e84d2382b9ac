#!/usr/bin/env bash
# The gallery in a real browser: writes the page with `domainkits gallery`, renders it in headless Chromium (Debian's
# `chromium` with `fonts-noto-cjk`, installed with apt-get when missing; no browser download of its own), and lets the
# page's own script measure every picture: no text outside its cell or the picture, no overlapping labels, no NaN or
# empty path, every SVG's viewBox matching its size. The script writes its findings into the DOM, which
# `--dump-dom` prints; any finding fails this check, naming the picture and the element. The check runs at a
# desktop width (every picture) and at a phone's 390 px (the phone pictures, as a phone shows the page), and
# screenshots of both are written for people to look at.
#
#   Scripts/check-gallery.sh PATH-TO-domainkits [OUT-DIR]    write the gallery into OUT-DIR and check it
#   Scripts/check-gallery.sh --page FILE.html [OUT-DIR]       check an existing page
#
# OUT-DIR (default: ci-artifacts/gallery) receives index.html, the dumped DOMs and screenshots/{desktop,phone}.png.
set -euo pipefail

if [ "${1:-}" = "--page" ]; then
  page=$(realpath "$2")
  out=${3:-ci-artifacts/gallery}
  mkdir -p "$out"
else
  binary=${1:?usage: Scripts/check-gallery.sh PATH-TO-domainkits [OUT-DIR] | --page FILE.html [OUT-DIR]}
  out=${2:-ci-artifacts/gallery}
  mkdir -p "$out"
  "$binary" gallery "$out" > /dev/null
  page=$(realpath "$out/index.html")
fi
out=$(realpath "$out")
mkdir -p "$out/screenshots"

# Debian's browser and a Korean font, from the distribution, when missing.
missing=()
command -v chromium > /dev/null || missing+=(chromium)
dpkg -s fonts-noto-cjk > /dev/null 2>&1 || missing+=(fonts-noto-cjk)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]} (apt-get)"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -q > /dev/null
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}" > /dev/null
fi

profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
browser() {
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run --user-data-dir="$profile" \
    --virtual-time-budget=15000 "$@" 2> "$out/chromium.log"
}

status=0
for view in desktop:1280 phone:390; do
  name=${view%%:*}
  width=${view##*:}
  browser --window-size="$width,900" --dump-dom "file://$page" > "$out/dom-$name.html"
  result=$(python3 - "$out/dom-$name.html" <<'PY'
import html, re, sys
dom = open(sys.argv[1], encoding="utf-8").read()
check = re.search(r'<body[^>]*data-gallery-check="([a-z]+)"', dom)
height = re.search(r'data-page-height="([0-9]+)"', dom)
findings = re.search(r'<pre id="gallery-findings">(.*?)</pre>', dom, re.S)
print(check.group(1) if check else "missing")
print(height.group(1) if height else "4000")
print(html.unescape(findings.group(1)) if findings else "the page wrote no findings (did its script run?)")
PY
)
  verdict=$(sed -n 1p <<< "$result")
  height=$(sed -n 2p <<< "$result")
  echo "Gallery check at $width px: $verdict"
  sed -n '3,$p' <<< "$result" | sed 's/^/  /'
  [ "$verdict" = "pass" ] || status=1
  # Screenshots as tall as the page at that width (Chromium caps a frame at 16384 px).
  browser --window-size="$width,$(( height < 16000 ? height : 16000 ))" --screenshot="$out/screenshots/$name.png" \
    "file://$page" > /dev/null
done
echo "Screenshots: $out/screenshots (desktop.png, phone.png); page: $page"
if [ "$status" -ne 0 ]; then
  echo "The gallery check failed: see the FAIL lines above (picture: element: problem)." >&2
fi
exit "$status"
