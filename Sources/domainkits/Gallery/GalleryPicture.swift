/// One picture of the gallery: the SVG, the width it was drawn for, and the API call that drew it.
struct GalleryPicture: Sendable {
  /// A stable name, used by the page's check to say which picture failed ("timetable-phone").
  let id: String
  /// The kit that drew it.
  let kit: String
  /// Desktop or phone.
  let size: GallerySize
  /// What the picture shows.
  let title: String
  /// The call that made it, shown in the caption.
  let api: String
  /// The SVG document.
  let svg: String
}

/// The two widths the gallery shows.
enum GallerySize: String, Sendable {
  case desktop
  case phone
}
