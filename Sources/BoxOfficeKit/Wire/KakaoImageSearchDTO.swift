/// A Kakao image search response (`GET https://dapi.kakao.com/v2/search/image`).
struct KakaoImageSearchDTO: Decodable {
  let meta: Meta
  let documents: [Document]

  struct Meta: Decodable {
    let total_count: Int
    let pageable_count: Int
    let is_end: Bool
  }

  struct Document: Decodable {
    let collection: String?
    let thumbnail_url: String?
    let image_url: String
    let width: Int
    let height: Int
    let display_sitename: String?
    let doc_url: String?
    let datetime: String?
  }
}
