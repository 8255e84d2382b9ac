// The URLSession transport lives in DomainKitsURLSession, shared by every kit's API client; BoxOfficeLive keeps
// its name for apps that already import it.
@_exported import DomainKitsURLSession
