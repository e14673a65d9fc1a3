/**
 * How common a make is on US roads and waters, most common first: the order that puts Ford before Forest
 * River, Kia before a Chinese scooter maker and Harley-Davidson before a one-off "Harley". It only has to
 * order makes that share their first letters, so it is an order, not figures. It was compiled by hand
 * from published annual US figures: the makers' own 2023 sales releases for cars and light trucks (Toyota,
 * Ford and Chevrolet at 1.7–1.9 million each down to Lotus at a few hundred); for makes no longer sold
 * (Pontiac, Mercury, Saturn…) the registrations they still hold; for trucks, motorcycles, RVs, boats and
 * equipment the trade bodies' market shares (class 8 truck retail sales, Motorcycle Industry Council
 * registrations, RVIA wholesale shipments, NMMA boat registrations, equipment dealer surveys).
 * Makes not listed rank below all of these, by how many models vPIC lists for them.
 *
 * Names are the built names (vPIC's, title-cased, or curated-makes.mjs's); the build stops on a name it
 * cannot find, so the list cannot silently drift from the data.
 */
export const MAKE_RANKS = [
  // Over 500,000 a year each.
  "Toyota", "Ford", "Chevrolet", "Honda", "Nissan", "Hyundai", "Kia", "Jeep", "Tesla", "Subaru", "GMC", "Ram",
  // 100,000 to 500,000.
  "Mazda", "BMW", "Mercedes-Benz", "Volkswagen", "Lexus", "Audi", "Buick", "Dodge", "Chrysler", "Acura", "Cadillac",
  "Volvo", "Harley-Davidson", "Forest River", "Polaris", "Yamaha", "Freightliner", "John Deere", "Kubota",
  // 25,000 to 100,000, and makes no longer sold that the roads still hold in the millions.
  "Mitsubishi", "Lincoln", "Pontiac", "Mercury", "Saturn", "Porsche", "Genesis", "Infiniti", "Land Rover", "Rivian",
  "Kawasaki", "Suzuki", "CAN-AM", "International", "Peterbilt", "Kenworth", "Mack", "Winnebago", "Jayco",
  "Grand Design Recreational", "Heartland RV", "Airstream", "Club Car", "E-Z-Go Division of Textron", "Oldsmobile",
  "Plymouth", "Hummer", "Isuzu", "MINI", "Bobcat", "Caterpillar", "Case Construction", "New Holland",
  // 5,000 to 25,000.
  "KTM", "Indian Motorcycle", "Triumph", "Ducati", "Royal Enfield", "Husqvarna", "Western Star", "Volvo Truck", "Hino",
  "Mitsubishi Fuso", "Alfa Romeo", "Jaguar", "Maserati", "Fiat", "Polestar", "Lucid", "Tiffin Motorhomes, Inc",
  "Fleetwood RV, Inc.", "KZ-RV", "Starcraft", "Sea Ray", "Bayliner", "Tracker Boats", "Bennington", "Boston Whaler",
  "Sea-Doo", "Yamaha Boats", "Lund", "Grady-White", "MasterCraft", "Malibu Boats", "Komatsu", "JCB",
  "John Deere Equipment", "Caterpillar Equipment", "Kubota Equipment", "Massey Ferguson", "Daewoo", "Geo", "smart",
  // Fewer than 5,000, or collectors' makes that still ship often.
  "Aprilia", "Moto Guzzi", "Piaggio and Vespa", "Vespa", "Zero Motorcycles", "Cfmoto", "Arctic Cat", "Victory", "Buell",
  "Bentley", "Ferrari", "Lamborghini", "Rolls-Royce", "Aston Martin", "McLaren", "Lotus", "Fisker", "DeLorean",
  "Chaparral", "Regal", "Crestliner", "Lowe Boats", "Ranger Boats", "Scout Boats", "Robalo", "Wellcraft", "Chris-Craft",
  "Hitachi Construction Machinery", "Volvo Construction Equipment", "Takeuchi", "Gehl", "Vermeer", "Yanmar",
];
