import DomainKitsCore

/// The gallery's HTML: the pictures inline, a caption per picture, and the script that measures them.
enum GalleryPage {
  /// A self-contained page (no network): every SVG inline, the check's script inline.
  static func html(_ pictures: [GalleryPicture]) -> String {
    var html = """
      <!DOCTYPE html>
      <html lang="ko">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>DomainKits gallery</title>
      <style>
      body { font-family: \(SVGFontStack.korean); margin: 16px; background: #f3f3f3; color: #222; }
      h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 18px; margin: 24px 0 8px; }
      p.lead { margin: 0 0 16px; color: #555; }
      .pictures { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
      figure { margin: 0; padding: 8px; background: #fff; border: 1px solid #ddd; border-radius: 6px; }
      figure > svg { display: block; }
      figcaption { max-width: 390px; font-size: 13px; margin-top: 6px; color: #444; overflow-wrap: anywhere; }
      figcaption code { font-size: 12px; color: #0b5394; }
      #gallery-findings { white-space: pre-wrap; font-size: 12px; background: #fff; padding: 8px; }
      @media (max-width: 700px) { body { margin: 0; } figure.desktop { display: none; }
        figure { padding: 0; border: 0; border-radius: 0; } figcaption { padding: 0 8px; } h1, h2, p.lead { padding: 0 8px; } }
      </style>
      </head>
      <body data-gallery-check="pending">
      <h1>DomainKits gallery</h1>
      <p class="lead">Every picture the kits draw, from the bundled sample data, at desktop and phone (390 pt) widths.
      Written by <code>domainkits gallery DIR</code>; checked in a browser by <code>Scripts/check-gallery.sh</code>.</p>

      """
    var kit = ""
    for picture in pictures {
      if picture.kit != kit {
        if !kit.isEmpty { html += "</div>\n" }
        kit = picture.kit
        html += "<h2>\(escaped(kit))</h2>\n<div class=\"pictures\">\n"
      }
      html += "<figure class=\"\(picture.size.rawValue)\" data-picture=\"\(escaped(picture.id))\">\n"
      html += inline(picture.svg)
      html +=
        "<figcaption><b>\(escaped(picture.title))</b> (\(picture.size.rawValue))<br>"
        + "<code>\(escaped(picture.api))</code></figcaption>\n</figure>\n"
    }
    if !kit.isEmpty { html += "</div>\n" }
    html += "<h2>Browser check</h2>\n<pre id=\"gallery-findings\">not run (the page's script needs a browser)</pre>\n"
    html += "<script>\n" + checkScript + "</script>\n</body>\n</html>\n"
    return html
  }

  /// The SVG without its XML declaration, which is not allowed inside HTML.
  private static func inline(_ svg: String) -> String {
    guard svg.hasPrefix("<?xml"), let end = svg.range(of: "?>") else { return svg }
    return String(svg[end.upperBound...].drop { $0 == "\n" })
  }

  private static func escaped(_ text: String) -> String { SVGText.escaped(text) }

  /// Measures every visible picture and writes the findings into the page: `data-gallery-check` on the body
  /// (`pass` or `fail`) and one line per problem in `#gallery-findings`, naming the picture and the element.
  static let checkScript = #"""
    (function () {
      const tolerance = 0.5;
      const findings = [];
      let pictures = 0, texts = 0, paths = 0;
      function describe(element) {
        const tag = element.tagName.toLowerCase();
        const cls = element.getAttribute('class');
        const text = (element.textContent || '').trim().slice(0, 40);
        return '<' + tag + (cls ? ' class="' + cls + '"' : '') + '>' + (text ? ' "' + text + '"' : '');
      }
      function report(picture, element, problem) {
        findings.push('FAIL ' + picture + ': ' + (element ? describe(element) + ': ' : '') + problem);
      }
      function overflow(inner, outer) {
        const sides = [['left', outer.left - inner.left], ['right', inner.right - outer.right],
                       ['top', outer.top - inner.top], ['bottom', inner.bottom - outer.bottom]];
        return sides.filter(([, by]) => by > tolerance).map(([side, by]) => side + ' by ' + by.toFixed(1) + ' px');
      }
      function run() {
        for (const figure of document.querySelectorAll('figure[data-picture]')) {
          const picture = figure.dataset.picture;
          if (getComputedStyle(figure).display === 'none') continue;
          const svg = figure.querySelector(':scope > svg');
          if (!svg) { report(picture, null, 'no <svg>'); continue; }
          pictures += 1;
          const width = parseFloat(svg.getAttribute('width'));
          const height = parseFloat(svg.getAttribute('height'));
          const viewBox = (svg.getAttribute('viewBox') || '').trim().split(/[\s,]+/).map(Number);
          if (!(width > 0) || !(height > 0)) report(picture, svg, 'width/height missing or not positive');
          if (viewBox.length !== 4 || viewBox.some((v) => !isFinite(v))) {
            report(picture, svg, 'viewBox "' + svg.getAttribute('viewBox') + '" is not four numbers');
          } else if (Math.abs(viewBox[2] - width) > 0.01 || Math.abs(viewBox[3] - height) > 0.01) {
            report(picture, svg, 'viewBox ' + viewBox.join(' ') + ' does not match the size ' + width + ' x ' + height);
          }
          const frame = svg.getBoundingClientRect();
          if (Math.abs(frame.width - width) > tolerance || Math.abs(frame.height - height) > tolerance) {
            report(picture, svg, 'drawn ' + frame.width.toFixed(1) + ' x ' + frame.height.toFixed(1) +
              ', declared ' + width + ' x ' + height);
          }
          for (const element of svg.querySelectorAll('*')) {
            for (const attribute of element.attributes) {
              if (/NaN|Infinity/.test(attribute.value)) {
                report(picture, element, attribute.name + '="' + attribute.value.slice(0, 60) + '" is not a number');
              }
            }
          }
          for (const path of svg.querySelectorAll('path')) {
            paths += 1;
            const d = (path.getAttribute('d') || '').trim();
            if (!/^M[^A-Za-z]*[0-9][^A-Za-z]*[LHVCSQTAZlhvcsqtaz]/.test(d) || path.getTotalLength() === 0) {
              report(picture, path, 'empty path d="' + d.slice(0, 60) + '"');
            }
          }
          const boxes = [];
          for (const text of svg.querySelectorAll('text')) {
            texts += 1;
            const box = text.getBoundingClientRect();
            if (!(text.textContent || '').trim()) { report(picture, text, 'empty text'); continue; }
            if (box.width === 0 || box.height === 0) { report(picture, text, 'text has no box'); continue; }
            const outside = overflow(box, frame);
            if (outside.length) report(picture, text, 'outside the picture (' + outside.join(', ') + ')');
            const cell = text.closest('g.cell');
            if (cell) {
              const rect = cell.querySelector(':scope > rect');
              const spill = overflow(box, rect.getBoundingClientRect());
              if (spill.length) report(picture, text, 'outside its cell (' + spill.join(', ') + ')');
            }
            if (!text.closest('.last-price')) boxes.push([text, box]);
          }
          for (let i = 0; i < boxes.length; i += 1) {
            for (let j = i + 1; j < boxes.length; j += 1) {
              const [a, p] = boxes[i], [b, q] = boxes[j];
              const w = Math.min(p.right, q.right) - Math.max(p.left, q.left);
              const h = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
              if (w > 1 && h > 1) report(picture, a, 'overlaps ' + describe(b) + ' by ' + w.toFixed(1) + ' x ' + h.toFixed(1) + ' px');
            }
          }
        }
        const summary = 'checked ' + pictures + ' pictures, ' + texts + ' texts, ' + paths + ' paths in a viewport ' +
          document.documentElement.clientWidth + ' CSS px wide; page height ' + document.documentElement.scrollHeight;
        document.getElementById('gallery-findings').textContent = [summary].concat(findings).join('\n');
        document.body.dataset.pageHeight = String(document.documentElement.scrollHeight);
        document.body.dataset.galleryCheck = findings.length || pictures === 0 ? 'fail' : 'pass';
      }
      if (document.fonts && document.fonts.ready) document.fonts.ready.then(run); else run();
    })();

    """#
}
