/// A person of the JSONPlaceholder API: `GET /users` and `GET /users/{id}`.
///
/// The shape is JSONPlaceholder's, so the app works against that public API unchanged as
/// well as against the embedded server.
public struct User: Codable, Equatable, Sendable, Identifiable {
  /// Where a user lives.
  public struct Address: Codable, Equatable, Sendable {
    /// The street and number, such as "Harbour Lane 12".
    public var street: String
    /// The flat or floor, such as "Apt. 4".
    public var suite: String
    /// The city.
    public var city: String
    /// The postal code, kept as text: it may have letters, spaces or leading zeros.
    public var zipcode: String
    /// The coordinates of the address.
    public var geo: Geo

    /// Creates an address.
    public init(street: String, suite: String, city: String, zipcode: String, geo: Geo) {
      self.street = street
      self.suite = suite
      self.city = city
      self.zipcode = zipcode
      self.geo = geo
    }
  }

  /// A latitude and longitude, as the decimal text JSONPlaceholder sends.
  public struct Geo: Codable, Equatable, Sendable {
    /// The latitude in degrees, such as "52.3676".
    public var lat: String
    /// The longitude in degrees, such as "4.9041".
    public var lng: String

    /// Creates coordinates.
    public init(lat: String, lng: String) {
      self.lat = lat
      self.lng = lng
    }
  }

  /// Where a user works.
  public struct Company: Codable, Equatable, Sendable {
    /// The company's name.
    public var name: String
    /// The company's slogan.
    public var catchPhrase: String
    /// What the company does, in a few words.
    public var bs: String

    /// Creates a company.
    public init(name: String, catchPhrase: String, bs: String) {
      self.name = name
      self.catchPhrase = catchPhrase
      self.bs = bs
    }
  }

  /// The user's id, unique among users.
  public var id: Int
  /// The user's full name, such as "Ingrid Halvorsen".
  public var name: String
  /// The user's handle, such as "ingridh".
  public var username: String
  /// The user's email address.
  public var email: String
  /// Where the user lives.
  public var address: Address
  /// The user's phone number, as written by the user.
  public var phone: String
  /// The user's website, without a scheme, such as "halvorsen.no".
  public var website: String
  /// Where the user works.
  public var company: Company

  /// Creates a user.
  public init(
    id: Int, name: String, username: String, email: String, address: Address, phone: String,
    website: String, company: Company
  ) {
    self.id = id
    self.name = name
    self.username = username
    self.email = email
    self.address = address
    self.phone = phone
    self.website = website
    self.company = company
  }
}
