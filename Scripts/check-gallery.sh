#!/usr/bin/env bash
# The gallery in a real browser: writes the page with `domainkits gallery`, renders it in headless Chromium (Debian's
# `chromium` with `fonts-noto-cjk`, installed with apt-get when missing; no browser download of its own), and lets the
# page's own script measure every picture: no text outside its cell or the picture, no overlapping labels, no NaN or
# empty path, every SVG's viewBox matching its size. The script writes its findings into the DOM, which
# `--dump-dom` prints; any finding fails this check, naming the picture and the element. The check runs at a
# desktop width, 1280 CSS px (every picture), and at a phone's 390 CSS px (the phone pictures, as a phone shows the
# page), and screenshots of both are written for people to look at.
#
# Headless Chromium will not make a window narrower than 500 px, so the page is never loaded as the window itself:
# a wrapper page (frame.html, written into OUT-DIR) shows it in an iframe exactly as wide as asked, which is the
# page's viewport, and copies the page's verdict and findings out of the frame once its script has run (hence
# --allow-file-access-from-files, which lets one file:// page read another). The check fails unless the page's
# own document.documentElement.clientWidth inside the frame is the width asked for, and says the width measured.
#
#   Scripts/check-gallery.sh PATH-TO-domainkits [OUT-DIR]    write the gallery into OUT-DIR and check it
#   Scripts/check-gallery.sh --page FILE.html [OUT-DIR]       check an existing page
#
# OUT-DIR (default: ci-artifacts/gallery) receives index.html, frame.html, the dumped DOMs and
# screenshots/{desktop,phone}.png (the phone one is 500 px wide: the 390 px frame on a gray ground).
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
    --allow-file-access-from-files --virtual-time-budget=15000 "$@" 2> "$out/chromium.log"
}

# The wrapper: frame.html?width=W&page=URL shows URL in an iframe W CSS px wide, waits for the page's check
# (data-gallery-check other than "pending"), grows the frame to the page's height (for the screenshot) and copies
# the verdict, the findings, the page's height and the width the page measured into its own DOM.
cat > "$out/frame.html" <<'HTML'
<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<title>DomainKits gallery in a frame</title>
<style>
html, body { margin: 0; padding: 0; background: #888; }
iframe { display: block; border: 0; height: 900px; background: #fff; }
#gallery-findings { display: none; }
</style>
</head>
<body data-gallery-check="pending">
<iframe id="frame" title="gallery"></iframe>
<pre id="gallery-findings">the frame has not reported</pre>
<script>
(function () {
  const params = new URLSearchParams(location.search);
  const width = Number(params.get('width'));
  const frame = document.getElementById('frame');
  let loaded = false;
  let waited = 0;
  function report(verdict, findings, height, measured) {
    document.body.dataset.pageHeight = String(height);
    document.body.dataset.viewportWidth = String(measured);
    document.getElementById('gallery-findings').textContent = findings;
    document.body.dataset.galleryCheck = verdict;
  }
  function poll() {
    const inner = frame.contentDocument;
    if (loaded && !inner) {
      report('fail', 'the framed page cannot be read (run Chromium with --allow-file-access-from-files)', 0, 0);
      return;
    }
    const body = inner && inner.body;
    const verdict = body && body.dataset.galleryCheck;
    if (loaded && verdict && verdict !== 'pending') {
      const root = inner.documentElement;
      const findings = inner.getElementById('gallery-findings');
      frame.style.height = root.scrollHeight + 'px';
      report(verdict, findings ? findings.textContent : 'the page has no #gallery-findings', root.scrollHeight,
        root.clientWidth);
      return;
    }
    waited += 50;
    if (waited > 12000) {
      report('missing', 'the page wrote no findings within 12 s (did its script run?)', 0, 0);
      return;
    }
    setTimeout(poll, 50);
  }
  frame.style.width = width + 'px';
  frame.addEventListener('load', function () { loaded = true; });
  frame.src = params.get('page');
  poll();
})();
</script>
</body>
</html>
HTML

status=0
for view in desktop:1280 phone:390; do
  name=${view%%:*}
  width=${view##*:}
  window=$(( width < 500 ? 500 : width ))
  framed=$(python3 -c 'import pathlib, sys, urllib.parse
frame, page, width = sys.argv[1:]
print(pathlib.Path(frame).as_uri() + "?" + urllib.parse.urlencode({"width": width, "page": pathlib.Path(page).as_uri()}))' \
    "$out/frame.html" "$page" "$width")
  browser --window-size="$window,900" --dump-dom "$framed" > "$out/dom-$name.html"
  result=$(python3 - "$out/dom-$name.html" "$width" <<'PY'
import html, re, sys
dom = open(sys.argv[1], encoding="utf-8").read()
wanted = int(sys.argv[2])
check = re.search(r'<body[^>]*data-gallery-check="([a-z]+)"', dom)
height = re.search(r'data-page-height="([0-9]+)"', dom)
measured = re.search(r'data-viewport-width="([0-9]+)"', dom)
findings = re.search(r'<pre id="gallery-findings">(.*?)</pre>', dom, re.S)
verdict = check.group(1) if check else "missing"
width = int(measured.group(1)) if measured else 0
lines = [html.unescape(findings.group(1)) if findings else "the page wrote no findings (did its script run?)"]
if verdict != "missing" and width != wanted:
    verdict = "fail"
    if width > 0 or check and check.group(1) == "pass":
        lines.append(f"FAIL the page measured itself at {width} CSS px, not {wanted}")
print(verdict)
print(height.group(1) if height and height.group(1) != "0" else "4000")
print(width)
print("\n".join(lines))
PY
)
  verdict=$(sed -n 1p <<< "$result")
  height=$(sed -n 2p <<< "$result")
  measured=$(sed -n 3p <<< "$result")
  echo "Gallery check at $width CSS px (document.documentElement.clientWidth in the frame: $measured): $verdict"
  sed -n '4,$p' <<< "$result" | sed 's/^/  /'
  [ "$verdict" = "pass" ] || status=1
  # Screenshots as tall as the page at that width (Chromium caps a frame at 16384 px).
  browser --window-size="$window,$(( height < 16000 ? height : 16000 ))" --screenshot="$out/screenshots/$name.png" \
    "$framed" > /dev/null
done
echo "Screenshots: $out/screenshots (desktop.png, phone.png); page: $page"
if [ "$status" -ne 0 ]; then
  echo "The gallery check failed: see the FAIL lines above (picture: element: problem)." >&2
fi
exit "$status"
