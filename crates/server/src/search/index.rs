//! The full-text index (tantivy, in memory): documents, the analyzer, and how a term becomes a
//! query with prefix matching and typo tolerance.

use chrono::{DateTime, Utc};
use std::collections::HashSet;
use std::sync::Mutex;
use tantivy::collector::{Count, FilterCollector, TopDocs};
use tantivy::query::{BooleanQuery, BoostQuery, FuzzyTermQuery, Occur, Query, TermQuery};
use tantivy::schema::{
    FAST, Field, IndexRecordOption, STORED, STRING, Schema, TextFieldIndexing, TextOptions, Value,
};
use tantivy::tokenizer::{
    AsciiFoldingFilter, LowerCaser, SimpleTokenizer, TextAnalyzer, TokenStream,
};
use tantivy::{Index, IndexReader, IndexWriter, ReloadPolicy, TantivyDocument, Term};

/// The analyzer's name: words split on anything but letters and digits, lower-cased, accents
/// folded ("Atlético" and "atletico" are the same word).
const ANALYZER: &str = "search";
/// Memory the index writer may buffer before it flushes a segment.
const WRITER_BUDGET_BYTES: usize = 20_000_000;

/// What a document is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    Event,
    Competition,
    Team,
    Player,
    Game,
}

impl Kind {
    fn as_str(self) -> &'static str {
        match self {
            Kind::Event => "event",
            Kind::Competition => "competition",
            Kind::Team => "team",
            Kind::Player => "player",
            Kind::Game => "game",
        }
    }

    fn parse(s: &str) -> Option<Kind> {
        [
            Kind::Event,
            Kind::Competition,
            Kind::Team,
            Kind::Player,
            Kind::Game,
        ]
        .into_iter()
        .find(|k| k.as_str() == s)
    }

    /// The results tab it is listed under.
    pub fn area(self) -> Area {
        match self {
            Kind::Game => Area::Casino,
            _ => Area::Sportsbook,
        }
    }

    /// How much a match of this kind counts: an event repeats its teams' names among its
    /// words, so it would otherwise outrank the team a bettor named.
    fn weight(self) -> f32 {
        match self {
            Kind::Event => 0.6,
            _ => 1.0,
        }
    }

    /// Among equally good matches, what comes first: what a bettor most likely meant.
    fn rank(self) -> u8 {
        match self {
            Kind::Team => 0,
            Kind::Player => 1,
            Kind::Competition => 2,
            Kind::Event => 3,
            Kind::Game => 4,
        }
    }
}

/// A results tab's half of the catalogue.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Area {
    Sportsbook,
    Casino,
}

impl Area {
    fn code(self) -> u64 {
        match self {
            Area::Sportsbook => 0,
            Area::Casino => 1,
        }
    }
}

/// One searchable item.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// Unique in the index (`event:{id}`, `team:{id}`, `game:{slug}`...).
    pub key: String,
    pub kind: Kind,
    /// What a result shows and what matches best ("Kansas City Chiefs").
    pub title: String,
    /// The line under it ("NFL", "Slots").
    pub subtitle: String,
    /// Other words it is found by (abbreviations, nicknames, its competition and sport).
    pub keywords: Vec<String>,
    /// The app path a result opens.
    pub path: String,
    /// The event's start (events, and the next event of a team or player).
    pub start_time: Option<DateTime<Utc>>,
    /// Being played now (events).
    pub live: bool,
}

/// One result.
#[derive(Debug, Clone, PartialEq)]
pub struct Hit {
    pub key: String,
    pub kind: Kind,
    pub title: String,
    pub subtitle: String,
    pub path: String,
    pub start_time: Option<DateTime<Utc>>,
    pub live: bool,
    pub score: f32,
}

/// The results of one term.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Results {
    /// The best matches of the asked tab, best first.
    pub hits: Vec<Hit>,
    /// How many items of the sportsbook and of the casino match.
    pub sportsbook_count: usize,
    pub casino_count: usize,
}

#[derive(Debug, Clone, Copy)]
struct Fields {
    key: Field,
    kind: Field,
    area: Field,
    title: Field,
    keywords: Field,
    subtitle: Field,
    path: Field,
    start: Field,
    live: Field,
}

/// The index: many concurrent readers, one writer at a time.
pub struct TextIndex {
    reader: IndexReader,
    writer: Mutex<IndexWriter>,
    fields: Fields,
    analyzer: TextAnalyzer,
}

impl std::fmt::Debug for TextIndex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TextIndex")
            .field("documents", &self.len())
            .finish()
    }
}

impl TextIndex {
    /// An empty index in memory.
    pub fn new() -> tantivy::Result<Self> {
        let mut schema = Schema::builder();
        let text = TextOptions::default().set_indexing_options(
            TextFieldIndexing::default()
                .set_tokenizer(ANALYZER)
                .set_index_option(IndexRecordOption::WithFreqs),
        );
        let fields = Fields {
            key: schema.add_text_field("key", STRING | STORED),
            kind: schema.add_text_field("kind", STORED),
            area: schema.add_u64_field("area", FAST),
            title: schema.add_text_field("title", text.clone().set_stored()),
            keywords: schema.add_text_field("keywords", text),
            subtitle: schema.add_text_field("subtitle", STORED),
            path: schema.add_text_field("path", STORED),
            start: schema.add_i64_field("start", STORED),
            live: schema.add_bool_field("live", STORED),
        };
        let index = Index::create_in_ram(schema.build());
        let analyzer = TextAnalyzer::builder(SimpleTokenizer::default())
            .filter(LowerCaser)
            .filter(AsciiFoldingFilter)
            .build();
        index.tokenizers().register(ANALYZER, analyzer.clone());
        let writer = index.writer_with_num_threads(1, WRITER_BUDGET_BYTES)?;
        let reader = index
            .reader_builder()
            .reload_policy(ReloadPolicy::Manual)
            .try_into()?;
        Ok(Self {
            reader,
            writer: Mutex::new(writer),
            fields,
            analyzer,
        })
    }

    /// How many items are searchable.
    pub fn len(&self) -> u64 {
        self.reader.searcher().num_docs()
    }

    /// Whether nothing is searchable.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Puts `upserts` (replacing items with the same key) and removes `removals`, then makes
    /// the change visible to searches.
    pub fn update(&self, upserts: &[Entry], removals: &[String]) -> tantivy::Result<()> {
        if upserts.is_empty() && removals.is_empty() {
            return Ok(());
        }
        let f = self.fields;
        let mut writer = self.writer.lock().unwrap_or_else(|e| e.into_inner());
        for key in removals.iter().chain(upserts.iter().map(|e| &e.key)) {
            writer.delete_term(Term::from_field_text(f.key, key));
        }
        for entry in upserts {
            let mut doc = TantivyDocument::default();
            doc.add_text(f.key, &entry.key);
            doc.add_text(f.kind, entry.kind.as_str());
            doc.add_u64(f.area, entry.kind.area().code());
            doc.add_text(f.title, &entry.title);
            for keyword in &entry.keywords {
                doc.add_text(f.keywords, keyword);
            }
            doc.add_text(f.subtitle, &entry.subtitle);
            doc.add_text(f.path, &entry.path);
            if let Some(start) = entry.start_time {
                doc.add_i64(f.start, start.timestamp_millis());
            }
            doc.add_bool(f.live, entry.live);
            writer.add_document(doc)?;
        }
        writer.commit()?;
        drop(writer);
        self.reader.reload()
    }

    /// The words of `text` as the index holds them.
    fn words(&self, text: &str) -> Vec<String> {
        let mut analyzer = self.analyzer.clone();
        let mut stream = analyzer.token_stream(text);
        let mut words = Vec::new();
        while stream.advance() {
            words.push(stream.token().text.clone());
        }
        words
    }

    /// The query of a cleaned term: every word must match the title or the keywords, exactly
    /// (scored best), as a prefix (the last word, which is still being typed), or within one
    /// typo (two for words of eight letters or more; none for words under four).
    fn query(&self, term: &str) -> Option<Box<dyn Query>> {
        let words = self.words(term);
        let last = words.len().checked_sub(1)?;
        let f = self.fields;
        let clauses: Vec<(Occur, Box<dyn Query>)> = words
            .iter()
            .enumerate()
            .map(|(i, word)| {
                let typos = match word.chars().count() {
                    0..=3 => 0,
                    4..=7 => 1,
                    _ => 2,
                };
                let mut options: Vec<(Occur, Box<dyn Query>)> = Vec::new();
                for (field, weight) in [(f.title, 2.0), (f.keywords, 1.0)] {
                    let t = Term::from_field_text(field, word);
                    let exact = TermQuery::new(t.clone(), IndexRecordOption::WithFreqs);
                    options.push((Occur::Should, boost(exact, 4.0 * weight)));
                    if i == last {
                        let prefix = FuzzyTermQuery::new_prefix(t.clone(), 0, true);
                        options.push((Occur::Should, boost(prefix, 2.0 * weight)));
                    }
                    if typos > 0 {
                        let fuzzy = if i == last {
                            FuzzyTermQuery::new_prefix(t, typos, true)
                        } else {
                            FuzzyTermQuery::new(t, typos, true)
                        };
                        options.push((Occur::Should, boost(fuzzy, weight)));
                    }
                }
                let any: Box<dyn Query> = Box::new(BooleanQuery::new(options));
                (Occur::Must, any)
            })
            .collect();
        Some(Box::new(BooleanQuery::new(clauses)))
    }

    /// The best `limit` matches of a cleaned term in `tab` (every area when `None`), with the
    /// number of matches per area.
    pub fn search(&self, term: &str, tab: Option<Area>, limit: usize) -> tantivy::Result<Results> {
        let Some(query) = self.query(term) else {
            return Ok(Results::default());
        };
        let searcher = self.reader.searcher();
        let wanted = tab.map(Area::code);
        let area =
            |code: u64| FilterCollector::new("area".to_owned(), move |v: u64| v == code, Count);
        // Fetch a few more than asked, so ties re-ranked below still find the best.
        let top = FilterCollector::new(
            "area".to_owned(),
            move |v: u64| wanted.is_none_or(|w| w == v),
            TopDocs::with_limit(limit.saturating_add(10).max(1)),
        );
        let (top, sportsbook_count, casino_count) = searcher.search(
            &*query,
            &(
                top,
                area(Area::Sportsbook.code()),
                area(Area::Casino.code()),
            ),
        )?;
        let f = self.fields;
        let mut hits = Vec::with_capacity(top.len());
        let mut seen = HashSet::new();
        for (score, address) in top {
            let doc: TantivyDocument = searcher.doc(address)?;
            let text = |field: Field| {
                doc.get_first(field)
                    .and_then(|v| v.as_str())
                    .unwrap_or_default()
                    .to_owned()
            };
            let Some(kind) = Kind::parse(&text(f.kind)) else {
                continue;
            };
            let key = text(f.key);
            if !seen.insert(key.clone()) {
                continue;
            }
            hits.push(Hit {
                key,
                kind,
                title: text(f.title),
                subtitle: text(f.subtitle),
                path: text(f.path),
                start_time: doc
                    .get_first(f.start)
                    .and_then(|v| v.as_i64())
                    .and_then(DateTime::from_timestamp_millis),
                live: doc
                    .get_first(f.live)
                    .and_then(|v| v.as_bool())
                    .unwrap_or(false),
                score: score * kind.weight(),
            });
        }
        hits.sort_by(|a, b| {
            b.score
                .total_cmp(&a.score)
                .then(a.kind.rank().cmp(&b.kind.rank()))
                .then(b.live.cmp(&a.live))
                .then(a.start_time.cmp(&b.start_time))
                .then(a.title.cmp(&b.title))
        });
        hits.truncate(limit);
        Ok(Results {
            hits,
            sportsbook_count,
            casino_count,
        })
    }
}

fn boost(query: impl Query, by: f32) -> Box<dyn Query> {
    Box::new(BoostQuery::new(Box::new(query), by))
}
