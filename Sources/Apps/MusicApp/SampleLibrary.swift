extension Artist {
  /// A library to browse: enough artists for a list that scrolls, sorted by name. Some
  /// have no albums, which shows the empty state.
  public static let samples: [Artist] = [
    Artist(name: "Aphex Twin", albums: [Album(name: "Selected Ambient Works 85–92", year: 1992)]),
    Artist(
      name: "Aretha Franklin",
      albums: [Album(name: "I Never Loved a Man the Way I Love You", year: 1967)]),
    Artist(
      name: "Arvo Pärt",
      albums: [Album(name: "Tabula Rasa", year: 1984), Album(name: "Alina", year: 1999)]),
    Artist(
      name: "Bill Evans",
      albums: [
        Album(name: "Sunday at the Village Vanguard", year: 1961),
        Album(name: "Waltz for Debby", year: 1962),
      ]),
    Artist(
      name: "Björk",
      albums: [
        Album(name: "Debut", year: 1993), Album(name: "Homogenic", year: 1997),
        Album(name: "Vespertine", year: 2001),
      ]),
    Artist(
      name: "Boards of Canada", albums: [Album(name: "Music Has the Right to Children", year: 1998)]
    ),
    Artist(
      name: "Bob Dylan",
      albums: [
        Album(name: "Highway 61 Revisited", year: 1965),
        Album(name: "Blonde on Blonde", year: 1966),
        Album(name: "Blood on the Tracks", year: 1975),
      ]),
    Artist(
      name: "Brian Eno",
      albums: [
        Album(name: "Another Green World", year: 1975),
        Album(name: "Ambient 1: Music for Airports", year: 1978),
      ]),
    Artist(
      name: "Charles Mingus",
      albums: [
        Album(name: "Mingus Ah Um", year: 1959),
        Album(name: "The Black Saint and the Sinner Lady", year: 1963),
      ]),
    Artist(name: "Conlon Nancarrow", albums: []),
    Artist(
      name: "Daft Punk",
      albums: [
        Album(name: "Homework", year: 1997), Album(name: "Discovery", year: 2001),
        Album(name: "Random Access Memories", year: 2013),
      ]),
    Artist(
      name: "David Bowie",
      albums: [
        Album(name: "The Rise and Fall of Ziggy Stardust and the Spiders from Mars", year: 1972),
        Album(name: "Low", year: 1977),
        Album(name: "Blackstar", year: 2016),
      ]),
    Artist(name: "Fleetwood Mac", albums: [Album(name: "Rumours", year: 1977)]),
    Artist(
      name: "Glenn Gould",
      albums: [
        Album(name: "Bach: The Goldberg Variations", year: 1956),
        Album(name: "Bach: The Goldberg Variations", year: 1982),
      ]),
    Artist(name: "Hildegard von Bingen", albums: []),
    Artist(name: "Johann Sebastian Bach", albums: [Album(name: "The Art of Fugue")]),
    Artist(
      name: "John Coltrane",
      albums: [Album(name: "Giant Steps", year: 1960), Album(name: "A Love Supreme", year: 1965)]),
    Artist(
      name: "Joni Mitchell",
      albums: [Album(name: "Blue", year: 1971), Album(name: "Court and Spark", year: 1974)]),
    Artist(
      name: "Joy Division",
      albums: [Album(name: "Unknown Pleasures", year: 1979), Album(name: "Closer", year: 1980)]),
    Artist(name: "Kate Bush", albums: [Album(name: "Hounds of Love", year: 1985)]),
    Artist(name: "Keith Jarrett", albums: [Album(name: "The Köln Concert", year: 1975)]),
    Artist(
      name: "Kraftwerk",
      albums: [
        Album(name: "Autobahn", year: 1974),
        Album(name: "Trans-Europe Express", year: 1977),
        Album(name: "The Man-Machine", year: 1978),
      ]),
    Artist(
      name: "Led Zeppelin",
      albums: [
        Album(name: "Led Zeppelin IV", year: 1971), Album(name: "Physical Graffiti", year: 1975),
      ]),
    Artist(name: "Marvin Gaye", albums: [Album(name: "What's Going On", year: 1971)]),
    Artist(
      name: "Massive Attack",
      albums: [Album(name: "Blue Lines", year: 1991), Album(name: "Mezzanine", year: 1998)]),
    Artist(
      name: "Miles Davis",
      albums: [
        Album(name: "Kind of Blue", year: 1959),
        Album(name: "Sketches of Spain", year: 1960),
        Album(name: "Bitches Brew", year: 1970),
      ]),
    Artist(name: "Moondog", albums: []),
    Artist(
      name: "Nina Simone",
      albums: [
        Album(name: "Little Girl Blue", year: 1959), Album(name: "Wild Is the Wind", year: 1966),
      ]),
    Artist(
      name: "Nirvana",
      albums: [Album(name: "Nevermind", year: 1991), Album(name: "In Utero", year: 1993)]),
    Artist(
      name: "Philip Glass",
      albums: [Album(name: "Glassworks", year: 1982), Album(name: "Koyaanisqatsi", year: 1983)]),
    Artist(
      name: "Pink Floyd",
      albums: [
        Album(name: "The Dark Side of the Moon", year: 1973),
        Album(name: "Wish You Were Here", year: 1975),
        Album(name: "The Wall", year: 1979),
      ]),
    Artist(
      name: "Portishead",
      albums: [Album(name: "Dummy", year: 1994), Album(name: "Third", year: 2008)]),
    Artist(
      name: "Prince",
      albums: [
        Album(name: "Purple Rain", year: 1984), Album(name: "Sign o' the Times", year: 1987),
      ]),
    Artist(
      name: "Radiohead",
      albums: [
        Album(name: "OK Computer", year: 1997),
        Album(name: "Kid A", year: 2000),
        Album(name: "In Rainbows", year: 2007),
      ]),
    Artist(name: "Sigur Rós", albums: [Album(name: "Ágætis byrjun", year: 1999)]),
    Artist(name: "Simeon ten Holt", albums: []),
    Artist(name: "Steve Reich", albums: [Album(name: "Music for 18 Musicians", year: 1978)]),
    Artist(
      name: "Stevie Wonder",
      albums: [
        Album(name: "Talking Book", year: 1972),
        Album(name: "Innervisions", year: 1973),
        Album(name: "Songs in the Key of Life", year: 1976),
      ]),
    Artist(name: "Talking Heads", albums: [Album(name: "Remain in Light", year: 1980)]),
    Artist(
      name: "The Beatles",
      albums: [
        Album(name: "Please Please Me", year: 1963),
        Album(name: "Rubber Soul", year: 1965),
        Album(name: "Revolver", year: 1966),
        Album(name: "Sgt. Pepper's Lonely Hearts Club Band", year: 1967),
        Album(name: "Abbey Road", year: 1969),
      ]),
    Artist(
      name: "The Velvet Underground",
      albums: [Album(name: "The Velvet Underground & Nico", year: 1967)]),
    Artist(name: "Thelonious Monk", albums: [Album(name: "Brilliant Corners", year: 1957)]),
  ]
}
