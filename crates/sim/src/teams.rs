//! The competitions the simulator lists, with real league, team and player names and the
//! ratings that drive its prices.
//!
//! Ratings are deterministic and plausible, not authoritative: they only need to make a
//! favourite look like one. Their unit depends on the sport (see [`Team::rating`]).

/// A sport the simulator models.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Sport {
    Football,
    Basketball,
    Hockey,
    Baseball,
    Soccer,
    Tennis,
    Darts,
}

/// A competition's rules family (NFL and NCAAF differ in clock and overtime...).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum League {
    Nfl,
    Ncaaf,
    Nba,
    Ncaab,
    Nhl,
    Mlb,
    Epl,
    LaLiga,
    Atp,
    Pdc,
}

impl League {
    pub(crate) fn sport(self) -> Sport {
        match self {
            League::Nfl | League::Ncaaf => Sport::Football,
            League::Nba | League::Ncaab => Sport::Basketball,
            League::Nhl => Sport::Hockey,
            League::Mlb => Sport::Baseball,
            League::Epl | League::LaLiga => Sport::Soccer,
            League::Atp => Sport::Tennis,
            League::Pdc => Sport::Darts,
        }
    }
}

/// A team or player.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Team {
    /// Unique within its competition; the participant id is `<competition>-<id>`.
    pub id: &'static str,
    pub abbreviation: &'static str,
    pub medium: &'static str,
    pub full: &'static str,
    /// Strength. Football and basketball: points better than an average team per game.
    /// Hockey, soccer and baseball: goals (runs) better than average per game. Tennis: an
    /// Elo-like rating. Darts: the three-dart average.
    pub rating: f64,
    /// Style. Football, basketball, hockey, soccer, baseball: how many more points than
    /// average the team's games produce (pace and attack over defence). Tennis: serve
    /// strength (share of service points won above the tour average). Darts: heavy scoring
    /// (180s) above average.
    pub style: f64,
}

const fn t(
    id: &'static str,
    abbreviation: &'static str,
    medium: &'static str,
    full: &'static str,
    rating: f64,
    style: f64,
) -> Team {
    Team {
        id,
        abbreviation,
        medium,
        full,
        rating,
        style,
    }
}

/// A listed competition and its schedule.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Competition {
    /// Short key used in ids ("nfl").
    pub key: &'static str,
    pub league: League,
    pub sport: (&'static str, &'static str),
    pub organization: (&'static str, &'static str),
    pub competition: (&'static str, &'static str),
    pub teams: &'static [Team],
    /// Minutes between two kick-offs (at speed 1).
    pub interval_min: i64,
    /// How long before kick-off an event is listed, in minutes (at speed 1).
    pub horizon_min: i64,
    /// Minutes after the schedule epoch of the competition's first slot.
    pub offset_min: i64,
    /// The longest an event can take from kick-off to its final whistle, delays and
    /// overtimes included, in minutes: no team plays again within this time.
    pub max_span_min: i64,
    /// TV networks that may carry its events.
    pub networks: &'static [&'static str],
}

impl Competition {
    /// Games in one round: every team plays once.
    pub(crate) fn games_per_round(&self) -> i64 {
        i64::try_from(self.teams.len() / 2).unwrap_or(1).max(1)
    }

    /// Games at the start of a round kept apart from the previous round's last games, so no
    /// team plays two overlapping games.
    pub(crate) fn guard(&self) -> usize {
        let slots = (self.max_span_min + self.interval_min - 1) / self.interval_min;
        usize::try_from(slots.max(1)).unwrap_or(1)
    }

    /// The line under an event's name for a round ("Week 12").
    pub(crate) fn round_label(&self, round: i64) -> Option<String> {
        match self.league {
            League::Nfl => Some(format!("Week {}", round.rem_euclid(18) + 1)),
            League::Ncaaf => Some(format!("Week {}", round.rem_euclid(14) + 1)),
            League::Epl | League::LaLiga => Some(format!("Matchday {}", round.rem_euclid(38) + 1)),
            League::Atp => Some("Best of 3 sets".to_owned()),
            League::Pdc => Some("First to 6 legs".to_owned()),
            League::Nba | League::Ncaab | League::Nhl | League::Mlb => None,
        }
    }
}

pub(crate) const NFL: &[Team] = &[
    t("ari", "ARI", "Cardinals", "Arizona Cardinals", -0.5, 0.5),
    t("atl", "ATL", "Falcons", "Atlanta Falcons", -1.0, 1.5),
    t("bal", "BAL", "Ravens", "Baltimore Ravens", 7.0, 3.0),
    t("buf", "BUF", "Bills", "Buffalo Bills", 6.5, 3.0),
    t("car", "CAR", "Panthers", "Carolina Panthers", -4.5, -0.5),
    t("chi", "CHI", "Bears", "Chicago Bears", -1.0, -1.0),
    t("cin", "CIN", "Bengals", "Cincinnati Bengals", 2.5, 4.0),
    t("cle", "CLE", "Browns", "Cleveland Browns", -5.0, -3.0),
    t("dal", "DAL", "Cowboys", "Dallas Cowboys", -1.0, 1.0),
    t("den", "DEN", "Broncos", "Denver Broncos", 3.0, -2.0),
    t("det", "DET", "Lions", "Detroit Lions", 7.5, 4.5),
    t("gb", "GB", "Packers", "Green Bay Packers", 4.0, 1.0),
    t("hou", "HOU", "Texans", "Houston Texans", 1.5, -1.5),
    t("ind", "IND", "Colts", "Indianapolis Colts", 0.0, 0.5),
    t("jax", "JAX", "Jaguars", "Jacksonville Jaguars", -2.0, 0.0),
    t("kc", "KC", "Chiefs", "Kansas City Chiefs", 6.0, -1.0),
    t("lv", "LV", "Raiders", "Las Vegas Raiders", -4.0, -1.5),
    t("lac", "LAC", "Chargers", "Los Angeles Chargers", 3.0, -2.5),
    t("lar", "LAR", "Rams", "Los Angeles Rams", 2.5, 0.5),
    t("mia", "MIA", "Dolphins", "Miami Dolphins", -0.5, 0.0),
    t("min", "MIN", "Vikings", "Minnesota Vikings", 4.0, 0.5),
    t("ne", "NE", "Patriots", "New England Patriots", -2.0, -2.5),
    t("no", "NO", "Saints", "New Orleans Saints", -3.5, 0.0),
    t("nyg", "NYG", "Giants", "New York Giants", -4.5, -2.0),
    t("nyj", "NYJ", "Jets", "New York Jets", -2.5, -2.0),
    t("phi", "PHI", "Eagles", "Philadelphia Eagles", 7.0, 1.0),
    t("pit", "PIT", "Steelers", "Pittsburgh Steelers", 1.5, -2.5),
    t("sf", "SF", "49ers", "San Francisco 49ers", 3.0, 2.0),
    t("sea", "SEA", "Seahawks", "Seattle Seahawks", 1.0, 0.0),
    t("tb", "TB", "Buccaneers", "Tampa Bay Buccaneers", 3.0, 3.0),
    t("ten", "TEN", "Titans", "Tennessee Titans", -5.0, -1.0),
    t(
        "was",
        "WAS",
        "Commanders",
        "Washington Commanders",
        3.0,
        2.5,
    ),
];

pub(crate) const NCAAF: &[Team] = &[
    t("ala", "ALA", "Alabama", "Alabama Crimson Tide", 17.0, 2.0),
    t(
        "asu",
        "ASU",
        "Arizona State",
        "Arizona State Sun Devils",
        8.0,
        1.0,
    ),
    t("aub", "AUB", "Auburn", "Auburn Tigers", 6.0, -2.0),
    t("bsu", "BSU", "Boise State", "Boise State Broncos", 7.0, 3.0),
    t("clem", "CLEM", "Clemson", "Clemson Tigers", 11.0, 0.0),
    t("colo", "COLO", "Colorado", "Colorado Buffaloes", 4.0, 3.0),
    t("fla", "FLA", "Florida", "Florida Gators", 8.0, -1.0),
    t(
        "fsu",
        "FSU",
        "Florida State",
        "Florida State Seminoles",
        5.0,
        -1.0,
    ),
    t("uga", "UGA", "Georgia", "Georgia Bulldogs", 19.0, -1.0),
    t("ind", "IND", "Indiana", "Indiana Hoosiers", 14.0, 4.0),
    t("iowa", "IOWA", "Iowa", "Iowa Hawkeyes", 7.0, -7.0),
    t(
        "ksu",
        "KSU",
        "Kansas State",
        "Kansas State Wildcats",
        7.0,
        0.0,
    ),
    t("lou", "LOU", "Louisville", "Louisville Cardinals", 6.0, 2.0),
    t("lsu", "LSU", "LSU", "LSU Tigers", 11.0, 3.0),
    t("mia", "MIA", "Miami", "Miami Hurricanes", 12.0, 4.0),
    t(
        "mich",
        "MICH",
        "Michigan",
        "Michigan Wolverines",
        11.0,
        -4.0,
    ),
    t("miz", "MIZ", "Missouri", "Missouri Tigers", 8.0, 1.0),
    t(
        "nd",
        "ND",
        "Notre Dame",
        "Notre Dame Fighting Irish",
        17.0,
        1.0,
    ),
    t("osu", "OSU", "Ohio State", "Ohio State Buckeyes", 22.0, 2.0),
    t(
        "okst",
        "OKST",
        "Oklahoma State",
        "Oklahoma State Cowboys",
        2.0,
        4.0,
    ),
    t("ou", "OU", "Oklahoma", "Oklahoma Sooners", 8.0, 0.0),
    t("ole", "MISS", "Ole Miss", "Ole Miss Rebels", 14.0, 5.0),
    t("ore", "ORE", "Oregon", "Oregon Ducks", 18.0, 4.0),
    t(
        "psu",
        "PSU",
        "Penn State",
        "Penn State Nittany Lions",
        17.0,
        -1.0,
    ),
    t("smu", "SMU", "SMU", "SMU Mustangs", 9.0, 4.0),
    t("tamu", "TAMU", "Texas A&M", "Texas A&M Aggies", 11.0, 0.0),
    t(
        "tenn",
        "TENN",
        "Tennessee",
        "Tennessee Volunteers",
        13.0,
        3.0,
    ),
    t("tex", "TEX", "Texas", "Texas Longhorns", 18.0, 0.0),
    t("usc", "USC", "USC", "USC Trojans", 10.0, 4.0),
    t("utah", "UTAH", "Utah", "Utah Utes", 6.0, -3.0),
];

pub(crate) const NBA: &[Team] = &[
    t("atl", "ATL", "Hawks", "Atlanta Hawks", -1.0, 5.0),
    t("bos", "BOS", "Celtics", "Boston Celtics", 9.0, -1.0),
    t("bkn", "BKN", "Nets", "Brooklyn Nets", -7.0, -5.0),
    t("cha", "CHA", "Hornets", "Charlotte Hornets", -7.5, -2.0),
    t("chi", "CHI", "Bulls", "Chicago Bulls", -2.0, 5.0),
    t("cle", "CLE", "Cavaliers", "Cleveland Cavaliers", 9.5, 4.0),
    t("dal", "DAL", "Mavericks", "Dallas Mavericks", 0.5, 1.0),
    t("den", "DEN", "Nuggets", "Denver Nuggets", 5.5, 4.0),
    t("det", "DET", "Pistons", "Detroit Pistons", 3.0, 2.0),
    t("gsw", "GSW", "Warriors", "Golden State Warriors", 3.0, 0.0),
    t("hou", "HOU", "Rockets", "Houston Rockets", 5.0, -3.0),
    t("ind", "IND", "Pacers", "Indiana Pacers", 2.5, 5.0),
    t("lac", "LAC", "Clippers", "LA Clippers", 3.5, -4.0),
    t("lal", "LAL", "Lakers", "Los Angeles Lakers", 2.5, 1.0),
    t("mem", "MEM", "Grizzlies", "Memphis Grizzlies", 3.5, 7.0),
    t("mia", "MIA", "Heat", "Miami Heat", 0.0, -3.0),
    t("mil", "MIL", "Bucks", "Milwaukee Bucks", 2.0, 1.0),
    t(
        "min",
        "MIN",
        "Timberwolves",
        "Minnesota Timberwolves",
        5.5,
        -2.0,
    ),
    t("nop", "NOP", "Pelicans", "New Orleans Pelicans", -6.0, 0.0),
    t("nyk", "NYK", "Knicks", "New York Knicks", 6.0, -2.0),
    t("okc", "OKC", "Thunder", "Oklahoma City Thunder", 12.0, 1.0),
    t("orl", "ORL", "Magic", "Orlando Magic", 1.5, -7.0),
    t("phi", "PHI", "76ers", "Philadelphia 76ers", -3.0, -1.0),
    t("phx", "PHX", "Suns", "Phoenix Suns", -1.5, 1.0),
    t(
        "por",
        "POR",
        "Trail Blazers",
        "Portland Trail Blazers",
        -4.0,
        -1.0,
    ),
    t("sac", "SAC", "Kings", "Sacramento Kings", -1.0, 2.0),
    t("sas", "SAS", "Spurs", "San Antonio Spurs", -2.5, 2.0),
    t("tor", "TOR", "Raptors", "Toronto Raptors", -4.5, 0.0),
    t("uta", "UTA", "Jazz", "Utah Jazz", -9.0, 3.0),
    t("was", "WAS", "Wizards", "Washington Wizards", -10.0, 3.0),
];

pub(crate) const NCAAB: &[Team] = &[
    t("ala", "ALA", "Alabama", "Alabama Crimson Tide", 21.0, 8.0),
    t("ariz", "ARIZ", "Arizona", "Arizona Wildcats", 20.0, 4.0),
    t("ark", "ARK", "Arkansas", "Arkansas Razorbacks", 15.0, 2.0),
    t("aub", "AUB", "Auburn", "Auburn Tigers", 26.0, 2.0),
    t("bay", "BAY", "Baylor", "Baylor Bears", 16.0, 0.0),
    t("crei", "CREI", "Creighton", "Creighton Bluejays", 14.0, 0.0),
    t("duke", "DUKE", "Duke", "Duke Blue Devils", 28.0, 0.0),
    t("fla", "FLA", "Florida", "Florida Gators", 26.0, 4.0),
    t("gonz", "GONZ", "Gonzaga", "Gonzaga Bulldogs", 22.0, 5.0),
    t("hou", "HOU", "Houston", "Houston Cougars", 26.0, -10.0),
    t(
        "ill",
        "ILL",
        "Illinois",
        "Illinois Fighting Illini",
        19.0,
        5.0,
    ),
    t("ind", "IND", "Indiana", "Indiana Hoosiers", 11.0, 0.0),
    t(
        "isu",
        "ISU",
        "Iowa State",
        "Iowa State Cyclones",
        20.0,
        -2.0,
    ),
    t("ku", "KU", "Kansas", "Kansas Jayhawks", 17.0, -1.0),
    t("uk", "UK", "Kentucky", "Kentucky Wildcats", 18.0, 5.0),
    t(
        "lou",
        "LOU",
        "Louisville",
        "Louisville Cardinals",
        17.0,
        1.0,
    ),
    t(
        "marq",
        "MARQ",
        "Marquette",
        "Marquette Golden Eagles",
        16.0,
        0.0,
    ),
    t(
        "msu",
        "MSU",
        "Michigan State",
        "Michigan State Spartans",
        20.0,
        -3.0,
    ),
    t(
        "unc",
        "UNC",
        "North Carolina",
        "North Carolina Tar Heels",
        14.0,
        5.0,
    ),
    t("pur", "PUR", "Purdue", "Purdue Boilermakers", 20.0, -3.0),
    t(
        "sju",
        "SJU",
        "St. John's",
        "St. John's Red Storm",
        20.0,
        -2.0,
    ),
    t("syr", "SYR", "Syracuse", "Syracuse Orange", 6.0, 1.0),
    t(
        "tenn",
        "TENN",
        "Tennessee",
        "Tennessee Volunteers",
        23.0,
        -6.0,
    ),
    t("tex", "TEX", "Texas", "Texas Longhorns", 12.0, 0.0),
    t(
        "ttu",
        "TTU",
        "Texas Tech",
        "Texas Tech Red Raiders",
        21.0,
        -3.0,
    ),
    t("ucla", "UCLA", "UCLA", "UCLA Bruins", 15.0, -4.0),
    t("conn", "CONN", "UConn", "UConn Huskies", 17.0, -1.0),
    t("uva", "UVA", "Virginia", "Virginia Cavaliers", 9.0, -9.0),
    t(
        "nova",
        "NOVA",
        "Villanova",
        "Villanova Wildcats",
        12.0,
        -4.0,
    ),
    t("wis", "WIS", "Wisconsin", "Wisconsin Badgers", 19.0, -1.0),
];

pub(crate) const NHL: &[Team] = &[
    t("ana", "ANA", "Ducks", "Anaheim Ducks", -0.45, -0.1),
    t("bos", "BOS", "Bruins", "Boston Bruins", 0.0, -0.2),
    t("buf", "BUF", "Sabres", "Buffalo Sabres", -0.25, 0.3),
    t("cgy", "CGY", "Flames", "Calgary Flames", -0.1, -0.3),
    t("car", "CAR", "Hurricanes", "Carolina Hurricanes", 0.55, 0.0),
    t("chi", "CHI", "Blackhawks", "Chicago Blackhawks", -0.8, 0.0),
    t("col", "COL", "Avalanche", "Colorado Avalanche", 0.6, 0.4),
    t(
        "cbj",
        "CBJ",
        "Blue Jackets",
        "Columbus Blue Jackets",
        -0.2,
        0.5,
    ),
    t("dal", "DAL", "Stars", "Dallas Stars", 0.5, 0.0),
    t("det", "DET", "Red Wings", "Detroit Red Wings", -0.2, 0.1),
    t("edm", "EDM", "Oilers", "Edmonton Oilers", 0.55, 0.4),
    t("fla", "FLA", "Panthers", "Florida Panthers", 0.6, 0.0),
    t("la", "LA", "Kings", "Los Angeles Kings", 0.45, -0.4),
    t("min", "MIN", "Wild", "Minnesota Wild", 0.2, -0.2),
    t("mtl", "MTL", "Canadiens", "Montreal Canadiens", -0.05, 0.3),
    t("nsh", "NSH", "Predators", "Nashville Predators", -0.5, -0.2),
    t("nj", "NJ", "Devils", "New Jersey Devils", 0.3, 0.0),
    t("nyi", "NYI", "Islanders", "New York Islanders", -0.3, -0.3),
    t("nyr", "NYR", "Rangers", "New York Rangers", 0.05, 0.0),
    t("ott", "OTT", "Senators", "Ottawa Senators", 0.15, 0.0),
    t("phi", "PHI", "Flyers", "Philadelphia Flyers", -0.4, 0.0),
    t("pit", "PIT", "Penguins", "Pittsburgh Penguins", -0.4, 0.4),
    t("sj", "SJ", "Sharks", "San Jose Sharks", -0.9, 0.2),
    t("sea", "SEA", "Kraken", "Seattle Kraken", -0.3, 0.0),
    t("stl", "STL", "Blues", "St. Louis Blues", 0.1, -0.1),
    t("tb", "TB", "Lightning", "Tampa Bay Lightning", 0.5, 0.3),
    t(
        "tor",
        "TOR",
        "Maple Leafs",
        "Toronto Maple Leafs",
        0.35,
        0.2,
    ),
    t("uta", "UTA", "Mammoth", "Utah Mammoth", 0.0, -0.1),
    t("van", "VAN", "Canucks", "Vancouver Canucks", 0.0, -0.2),
    t(
        "vgk",
        "VGK",
        "Golden Knights",
        "Vegas Golden Knights",
        0.5,
        0.1,
    ),
    t("wsh", "WSH", "Capitals", "Washington Capitals", 0.55, 0.4),
    t("wpg", "WPG", "Jets", "Winnipeg Jets", 0.65, -0.2),
];

pub(crate) const MLB: &[Team] = &[
    t(
        "ari",
        "ARI",
        "Diamondbacks",
        "Arizona Diamondbacks",
        0.2,
        0.6,
    ),
    t("ath", "ATH", "Athletics", "Athletics", -0.3, 0.4),
    t("atl", "ATL", "Braves", "Atlanta Braves", 0.3, 0.0),
    t("bal", "BAL", "Orioles", "Baltimore Orioles", 0.0, 0.3),
    t("bos", "BOS", "Red Sox", "Boston Red Sox", 0.3, 0.2),
    t("chc", "CHC", "Cubs", "Chicago Cubs", 0.6, 0.1),
    t("cws", "CWS", "White Sox", "Chicago White Sox", -1.2, -0.4),
    t("cin", "CIN", "Reds", "Cincinnati Reds", 0.0, 0.3),
    t("cle", "CLE", "Guardians", "Cleveland Guardians", 0.1, -0.7),
    t("col", "COL", "Rockies", "Colorado Rockies", -1.5, 1.2),
    t("det", "DET", "Tigers", "Detroit Tigers", 0.5, -0.3),
    t("hou", "HOU", "Astros", "Houston Astros", 0.3, -0.2),
    t("kc", "KC", "Royals", "Kansas City Royals", 0.1, -0.4),
    t("laa", "LAA", "Angels", "Los Angeles Angels", -0.6, 0.1),
    t("lad", "LAD", "Dodgers", "Los Angeles Dodgers", 0.9, 0.3),
    t("mia", "MIA", "Marlins", "Miami Marlins", -0.7, -0.3),
    t("mil", "MIL", "Brewers", "Milwaukee Brewers", 0.8, -0.2),
    t("min", "MIN", "Twins", "Minnesota Twins", -0.3, 0.0),
    t("nym", "NYM", "Mets", "New York Mets", 0.5, 0.0),
    t("nyy", "NYY", "Yankees", "New York Yankees", 0.8, 0.2),
    t("phi", "PHI", "Phillies", "Philadelphia Phillies", 0.6, 0.0),
    t("pit", "PIT", "Pirates", "Pittsburgh Pirates", -0.5, -0.8),
    t("sd", "SD", "Padres", "San Diego Padres", 0.5, -0.5),
    t("sf", "SF", "Giants", "San Francisco Giants", 0.0, -0.6),
    t("sea", "SEA", "Mariners", "Seattle Mariners", 0.4, -0.3),
    t("stl", "STL", "Cardinals", "St. Louis Cardinals", -0.2, 0.0),
    t("tb", "TB", "Rays", "Tampa Bay Rays", 0.0, -0.2),
    t("tex", "TEX", "Rangers", "Texas Rangers", 0.1, -0.5),
    t("tor", "TOR", "Blue Jays", "Toronto Blue Jays", 0.6, 0.3),
    t("wsh", "WSH", "Nationals", "Washington Nationals", -0.8, 0.1),
];

pub(crate) const PREMIER_LEAGUE: &[Team] = &[
    t("ars", "ARS", "Arsenal", "Arsenal", 1.25, -0.2),
    t("avl", "AVL", "Aston Villa", "Aston Villa", 0.45, 0.2),
    t("bou", "BOU", "Bournemouth", "AFC Bournemouth", 0.25, 0.3),
    t("bre", "BRE", "Brentford", "Brentford", 0.05, 0.3),
    t("bha", "BHA", "Brighton", "Brighton & Hove Albion", 0.2, 0.3),
    t("bur", "BUR", "Burnley", "Burnley", -0.75, -0.4),
    t("che", "CHE", "Chelsea", "Chelsea", 0.75, 0.2),
    t("cry", "CRY", "Crystal Palace", "Crystal Palace", 0.25, -0.3),
    t("eve", "EVE", "Everton", "Everton", -0.1, -0.5),
    t("ful", "FUL", "Fulham", "Fulham", 0.0, 0.0),
    t("lee", "LEE", "Leeds", "Leeds United", -0.45, -0.2),
    t("liv", "LIV", "Liverpool", "Liverpool", 1.0, 0.5),
    t("mci", "MCI", "Man City", "Manchester City", 1.1, 0.4),
    t("mun", "MUN", "Man United", "Manchester United", 0.2, 0.2),
    t("new", "NEW", "Newcastle", "Newcastle United", 0.6, 0.2),
    t(
        "nfo",
        "NFO",
        "Nott'm Forest",
        "Nottingham Forest",
        0.0,
        -0.3,
    ),
    t("sun", "SUN", "Sunderland", "Sunderland", -0.45, -0.5),
    t("tot", "TOT", "Tottenham", "Tottenham Hotspur", 0.35, 0.6),
    t("whu", "WHU", "West Ham", "West Ham United", -0.35, 0.2),
    t("wol", "WOL", "Wolves", "Wolverhampton Wanderers", -0.6, 0.0),
];

pub(crate) const LA_LIGA: &[Team] = &[
    t("ala", "ALA", "Alavés", "Deportivo Alavés", -0.35, -0.5),
    t("ath", "ATH", "Athletic Club", "Athletic Club", 0.45, -0.3),
    t("atm", "ATM", "Atlético", "Atlético Madrid", 0.85, -0.2),
    t("bar", "BAR", "Barcelona", "FC Barcelona", 1.35, 0.8),
    t("cel", "CEL", "Celta", "Celta Vigo", 0.05, 0.3),
    t("elc", "ELC", "Elche", "Elche CF", -0.4, -0.2),
    t("esp", "ESP", "Espanyol", "RCD Espanyol", -0.2, -0.3),
    t("get", "GET", "Getafe", "Getafe CF", -0.2, -0.8),
    t("gir", "GIR", "Girona", "Girona FC", -0.2, 0.3),
    t("lev", "LEV", "Levante", "Levante UD", -0.45, 0.0),
    t("mll", "MLL", "Mallorca", "RCD Mallorca", -0.2, -0.4),
    t("osa", "OSA", "Osasuna", "CA Osasuna", -0.1, -0.4),
    t("ray", "RAY", "Rayo", "Rayo Vallecano", -0.05, -0.1),
    t("bet", "BET", "Betis", "Real Betis", 0.3, 0.2),
    t("rma", "RMA", "Real Madrid", "Real Madrid", 1.25, 0.5),
    t("ovi", "OVI", "Oviedo", "Real Oviedo", -0.6, -0.4),
    t("rso", "RSO", "Real Sociedad", "Real Sociedad", 0.1, -0.3),
    t("sev", "SEV", "Sevilla", "Sevilla FC", -0.05, 0.0),
    t("val", "VAL", "Valencia", "Valencia CF", -0.15, -0.1),
    t("vil", "VIL", "Villarreal", "Villarreal CF", 0.55, 0.4),
];

pub(crate) const ATP: &[Team] = &[
    t("sinner", "SIN", "Sinner", "Jannik Sinner", 2230.0, 0.02),
    t("alcaraz", "ALC", "Alcaraz", "Carlos Alcaraz", 2220.0, 0.01),
    t("zverev", "ZVE", "Zverev", "Alexander Zverev", 2060.0, 0.03),
    t(
        "djokovic",
        "DJO",
        "Djokovic",
        "Novak Djokovic",
        2120.0,
        0.01,
    ),
    t("fritz", "FRI", "Fritz", "Taylor Fritz", 2030.0, 0.04),
    t("draper", "DRA", "Draper", "Jack Draper", 2010.0, 0.03),
    t(
        "musetti",
        "MUS",
        "Musetti",
        "Lorenzo Musetti",
        1990.0,
        -0.01,
    ),
    t(
        "deminaur",
        "DEM",
        "de Minaur",
        "Alex de Minaur",
        1980.0,
        -0.03,
    ),
    t("shelton", "SHE", "Shelton", "Ben Shelton", 1970.0, 0.05),
    t("rune", "RUN", "Rune", "Holger Rune", 1960.0, 0.01),
    t(
        "medvedev",
        "MED",
        "Medvedev",
        "Daniil Medvedev",
        1980.0,
        0.0,
    ),
    t("ruud", "RUU", "Ruud", "Casper Ruud", 1950.0, 0.0),
    t("paul", "PAU", "Paul", "Tommy Paul", 1950.0, 0.0),
    t("rublev", "RUB", "Rublev", "Andrey Rublev", 1940.0, 0.01),
    t(
        "tsitsipas",
        "TSI",
        "Tsitsipas",
        "Stefanos Tsitsipas",
        1920.0,
        0.02,
    ),
    t(
        "dimitrov",
        "DIM",
        "Dimitrov",
        "Grigor Dimitrov",
        1910.0,
        0.02,
    ),
    t("tiafoe", "TIA", "Tiafoe", "Frances Tiafoe", 1900.0, 0.02),
    t(
        "khachanov",
        "KHA",
        "Khachanov",
        "Karen Khachanov",
        1910.0,
        0.02,
    ),
    t("bublik", "BUB", "Bublik", "Alexander Bublik", 1920.0, 0.05),
    t(
        "cerundolo",
        "CER",
        "Cerúndolo",
        "Francisco Cerúndolo",
        1890.0,
        -0.02,
    ),
    t("mensik", "MEN", "Menšík", "Jakub Menšík", 1930.0, 0.05),
    t("fils", "FIL", "Fils", "Arthur Fils", 1920.0, 0.03),
    t("humbert", "HUM", "Humbert", "Ugo Humbert", 1880.0, 0.02),
    t(
        "auger",
        "FAA",
        "Auger-Aliassime",
        "Félix Auger-Aliassime",
        1950.0,
        0.04,
    ),
];

pub(crate) const PDC: &[Team] = &[
    t("littler", "LIT", "Littler", "Luke Littler", 101.5, 1.5),
    t("humphries", "HUM", "Humphries", "Luke Humphries", 99.0, 0.5),
    t(
        "vangerwen",
        "MVG",
        "van Gerwen",
        "Michael van Gerwen",
        97.5,
        1.0,
    ),
    t("price", "PRI", "Price", "Gerwyn Price", 97.0, 0.5),
    t("bunting", "BUN", "Bunting", "Stephen Bunting", 96.0, 0.0),
    t("cross", "CRO", "Cross", "Rob Cross", 95.5, 0.0),
    t("clayton", "CLA", "Clayton", "Jonny Clayton", 96.0, -0.5),
    t("msmith", "SMI", "Smith", "Michael Smith", 95.0, 1.5),
    t("noppert", "NOP", "Noppert", "Danny Noppert", 95.0, -0.5),
    t("aspinall", "ASP", "Aspinall", "Nathan Aspinall", 95.0, 0.0),
    t("wright", "WRI", "Wright", "Peter Wright", 94.0, 0.0),
    t("heta", "HET", "Heta", "Damon Heta", 95.5, 1.0),
    t("dobey", "DOB", "Dobey", "Chris Dobey", 95.0, 0.5),
    t("chisnall", "CHI", "Chisnall", "Dave Chisnall", 95.5, 1.5),
    t("rock", "ROC", "Rock", "Josh Rock", 97.0, 1.5),
    t("vanveen", "GVV", "van Veen", "Gian van Veen", 97.5, 0.5),
    t("rsmith", "RSM", "Smith", "Ross Smith", 95.0, 0.5),
    t("wade", "WAD", "Wade", "James Wade", 94.0, -1.0),
    t(
        "vandenbergh",
        "DVB",
        "Van den Bergh",
        "Dimitri Van den Bergh",
        94.0,
        -0.5,
    ),
    t("anderson", "AND", "Anderson", "Gary Anderson", 95.5, 0.0),
    t("searle", "SEA", "Searle", "Ryan Searle", 95.5, 1.0),
    t(
        "schindler",
        "SCH",
        "Schindler",
        "Martin Schindler",
        94.5,
        0.0,
    ),
    t("cullen", "CUL", "Cullen", "Joe Cullen", 94.0, 0.0),
    t("dedecker", "DED", "De Decker", "Mike De Decker", 95.0, 0.0),
];

/// Every listed competition, in menu order.
pub(crate) const COMPETITIONS: &[Competition] = &[
    Competition {
        key: "nfl",
        league: League::Nfl,
        sport: ("football", "Football"),
        organization: ("usa", "USA"),
        competition: ("nfl", "NFL"),
        teams: NFL,
        interval_min: 80,
        horizon_min: 36 * 60,
        offset_min: 0,
        max_span_min: 270,
        networks: &["CBS", "FOX", "NBC", "ESPN", "Prime Video"],
    },
    Competition {
        key: "ncaaf",
        league: League::Ncaaf,
        sport: ("football", "Football"),
        organization: ("usa", "USA"),
        competition: ("ncaaf", "NCAAF"),
        teams: NCAAF,
        interval_min: 80,
        horizon_min: 36 * 60,
        offset_min: 45,
        max_span_min: 300,
        networks: &["ESPN", "ABC", "FOX", "CBS", "NBC", "ESPN2"],
    },
    Competition {
        key: "nba",
        league: League::Nba,
        sport: ("basketball", "Basketball"),
        organization: ("usa", "USA"),
        competition: ("nba", "NBA"),
        teams: NBA,
        interval_min: 80,
        horizon_min: 36 * 60,
        offset_min: 20,
        max_span_min: 210,
        networks: &["ESPN", "ABC", "NBC", "Prime Video", "NBA TV"],
    },
    Competition {
        key: "ncaab",
        league: League::Ncaab,
        sport: ("basketball", "Basketball"),
        organization: ("usa", "USA"),
        competition: ("ncaab", "NCAAB"),
        teams: NCAAB,
        interval_min: 80,
        horizon_min: 36 * 60,
        offset_min: 65,
        max_span_min: 200,
        networks: &["ESPN", "CBS", "FS1", "ESPN2", "Peacock"],
    },
    Competition {
        key: "nhl",
        league: League::Nhl,
        sport: ("hockey", "Hockey"),
        organization: ("north-america", "North America"),
        competition: ("nhl", "NHL"),
        teams: NHL,
        interval_min: 80,
        horizon_min: 36 * 60,
        offset_min: 10,
        max_span_min: 215,
        networks: &["ESPN", "TNT", "ESPN+", "NHL Network"],
    },
    Competition {
        key: "mlb",
        league: League::Mlb,
        sport: ("baseball", "Baseball"),
        organization: ("north-america", "North America"),
        competition: ("mlb", "MLB"),
        teams: MLB,
        interval_min: 80,
        horizon_min: 36 * 60,
        offset_min: 35,
        max_span_min: 450,
        networks: &["FOX", "ESPN", "TBS", "MLB Network", "Apple TV"],
    },
    Competition {
        key: "epl",
        league: League::Epl,
        sport: ("soccer", "Soccer"),
        organization: ("england", "England"),
        competition: ("premier-league", "Premier League"),
        teams: PREMIER_LEAGUE,
        interval_min: 80,
        horizon_min: 36 * 60,
        offset_min: 55,
        max_span_min: 130,
        networks: &["NBC", "USA Network", "Peacock"],
    },
    Competition {
        key: "laliga",
        league: League::LaLiga,
        sport: ("soccer", "Soccer"),
        organization: ("spain", "Spain"),
        competition: ("la-liga", "LaLiga"),
        teams: LA_LIGA,
        interval_min: 80,
        horizon_min: 36 * 60,
        offset_min: 15,
        max_span_min: 130,
        networks: &["ESPN+", "ESPN Deportes"],
    },
    Competition {
        key: "atp",
        league: League::Atp,
        sport: ("tennis", "Tennis"),
        organization: ("atp", "ATP"),
        competition: ("atp-tour", "ATP Tour"),
        teams: ATP,
        interval_min: 80,
        horizon_min: 36 * 60,
        offset_min: 30,
        max_span_min: 240,
        networks: &["Tennis Channel"],
    },
    Competition {
        key: "pdc",
        league: League::Pdc,
        sport: ("darts", "Darts"),
        organization: ("pdc", "PDC"),
        competition: ("pdc-pro-tour", "PDC Pro Tour"),
        teams: PDC,
        interval_min: 45,
        horizon_min: 18 * 60,
        offset_min: 5,
        max_span_min: 75,
        networks: &["DAZN"],
    },
];

/// First names of the fictional players props are offered on.
const FIRST_NAMES: &[&str] = &[
    "Marcus", "Tyler", "Jalen", "Derrick", "Cody", "Andre", "Brandon", "Caleb", "Darius", "Elijah",
    "Grant", "Isaiah", "Jordan", "Kyle", "Landon", "Malik", "Nate", "Owen", "Parker", "Quinn",
    "Reggie", "Shane", "Trent", "Victor", "Wes", "Xavier", "Zach", "Miles", "Devin", "Chase",
    "Luis", "Mateo", "Diego", "Oliver", "Harry", "Jack", "Theo", "Callum", "Rhys", "Lucas", "Hugo",
    "Adrian", "Sergio", "Pablo", "Kenji", "Nico", "Ryan", "Evan",
];

/// Last names of the fictional players props are offered on.
const LAST_NAMES: &[&str] = &[
    "Whitfield",
    "Carver",
    "Holloway",
    "Brennan",
    "Okafor",
    "Lindqvist",
    "Marsh",
    "Delgado",
    "Pruitt",
    "Stanton",
    "Ashby",
    "Kowalski",
    "Vance",
    "Rutherford",
    "Ellison",
    "Fairbanks",
    "Gallagher",
    "Hightower",
    "Ingram",
    "Jessup",
    "Kincaid",
    "Langford",
    "Mercer",
    "Norwood",
    "Oakley",
    "Pendleton",
    "Ramsey",
    "Sutter",
    "Thornton",
    "Underwood",
    "Valdez",
    "Wexler",
    "Yardley",
    "Ziegler",
    "Bramwell",
    "Castellano",
    "Dunmore",
    "Everett",
    "Fontaine",
    "Greer",
    "Hastings",
    "Ibarra",
    "Jarrett",
    "Keane",
    "Lowry",
    "Montague",
    "Navarro",
    "Ortega",
    "Prescott",
    "Redmond",
    "Sheridan",
    "Tolliver",
    "Ventura",
    "Whitlock",
    "Abernathy",
    "Beaumont",
    "Calloway",
    "Dawson",
];

/// A fictional but stable player name for a team's role ("QB", "RB1"...).
pub(crate) fn player_name(competition: &str, team: &str, role: &str) -> String {
    let h = crate::rng::hash_str(&format!("{competition}/{team}/{role}"));
    let first_len = u64::try_from(FIRST_NAMES.len()).unwrap_or(1);
    let last_len = u64::try_from(LAST_NAMES.len()).unwrap_or(1);
    let first = usize::try_from(h % first_len).unwrap_or(0);
    let last = usize::try_from((h >> 32) % last_len).unwrap_or(0);
    format!(
        "{} {}",
        FIRST_NAMES.get(first).copied().unwrap_or("Alex"),
        LAST_NAMES.get(last).copied().unwrap_or("Morgan")
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn competitions_have_real_sized_leagues_with_unique_teams() {
        let sizes: Vec<(&str, usize)> = COMPETITIONS
            .iter()
            .map(|c| (c.key, c.teams.len()))
            .collect();
        assert_eq!(
            sizes,
            [
                ("nfl", 32),
                ("ncaaf", 30),
                ("nba", 30),
                ("ncaab", 30),
                ("nhl", 32),
                ("mlb", 30),
                ("epl", 20),
                ("laliga", 20),
                ("atp", 24),
                ("pdc", 24)
            ]
        );
        for c in COMPETITIONS {
            let ids: HashSet<_> = c.teams.iter().map(|t| t.id).collect();
            let abbreviations: HashSet<_> = c.teams.iter().map(|t| t.abbreviation).collect();
            assert_eq!(ids.len(), c.teams.len(), "{}", c.key);
            assert_eq!(abbreviations.len(), c.teams.len(), "{}", c.key);
            assert_eq!(c.teams.len() % 2, 0, "{}", c.key);
            // The round structure keeps the first and last `guard` games of consecutive
            // rounds apart: it needs two guard blocks of teams in each half of the league.
            assert!(4 * c.guard() <= c.teams.len(), "{}", c.key);
        }
    }

    #[test]
    fn player_names_are_stable_per_team_and_role() {
        assert_eq!(
            player_name("nfl", "kc", "QB"),
            player_name("nfl", "kc", "QB")
        );
        assert_ne!(
            player_name("nfl", "kc", "QB"),
            player_name("nfl", "kc", "RB1")
        );
    }
}
