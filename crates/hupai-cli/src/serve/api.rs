//! The HTTP API, `/v1/…`: every question the command line answers, as the same JSON
//! objects its `--format json` prints, one hand or a batch a request.

use std::sync::Arc;
use std::time::Duration;

use axum::body::Body;
use axum::extract::{Path, Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use hupai::Engine;
use hupai::budget::Budget;
use serde::{Deserialize, Serialize};
use tokio::time::Instant;

use super::Server;
use super::engines::{EngineKey, RulesSource};
use super::error::ApiError;
use crate::Format;
use crate::batch::Verdict;
use crate::score::{Refusal, SituationArgs};

/// The search steps a question may take on a connection's thread (about a
/// millisecond): table lookups take none, and a question that needs more is asked
/// again on the work pool.
const INLINE_STEPS: u64 = 2_000;

/// The questions the API answers, one per endpoint.
#[derive(Clone, Copy, Debug)]
pub enum Question {
    Check,
    Waits,
    Shanten,
    Hint,
    Decompose,
    Score,
}

/// A request's body: the hand or hands, the engine, and what the question needs.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Ask {
    /// One hand, answered by one object.
    hand: Option<String>,
    /// A batch, answered by `{"results": [...]}` in order.
    hands: Option<Vec<String>>,
    /// A built-in set's name, or a file's that `hupai serve --rules` loaded.
    rules: Option<String>,
    /// A rules file's text.
    rules_toml: Option<String>,
    #[serde(default)]
    joker_tiles: Vec<String>,
    #[serde(default)]
    melds: String,
    /// `/v1/hint` only.
    seen: Option<String>,
    /// `/v1/score` only.
    situation: Option<SituationArgs>,
}

/// What answers each hand of a request.
enum Judge {
    Check,
    Waits,
    Shanten,
    Decompose,
    Hint(Box<[u8; 34]>),
    Score(SituationArgs),
}

impl Judge {
    /// The judge of `question`, with the request's `seen` or `situation`.
    fn of(question: Question, ask: &Ask) -> Result<Judge, ApiError> {
        let misplaced = |field: &'static str, belongs: &str| {
            let message = format!("`{field}` belongs to {belongs}");
            let error = ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "invalid_request", message);
            Err(ApiError {
                field: Some(field),
                ..error
            })
        };
        if ask.seen.is_some() && !matches!(question, Question::Hint) {
            return misplaced("seen", "/v1/hint");
        }
        if ask.situation.is_some() && !matches!(question, Question::Score) {
            return misplaced("situation", "/v1/score");
        }
        Ok(match question {
            Question::Check => Judge::Check,
            Question::Waits => Judge::Waits,
            Question::Shanten => Judge::Shanten,
            Question::Decompose => Judge::Decompose,
            Question::Hint => {
                let seen = ask.seen.as_deref().unwrap_or("");
                let counts =
                    hupai::hints::parse_seen(seen).map_err(|e| ApiError::field("seen", seen, e))?;
                Judge::Hint(Box::new(counts))
            }
            Question::Score => {
                let given = ask.situation.clone().unwrap_or_default();
                given.check().map_err(|message| ApiError {
                    field: Some("situation"),
                    ..ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "bad_field", message)
                })?;
                Judge::Score(given)
            }
        })
    }

    /// One hand's JSON object, or what is wrong with it.
    fn answer(&self, engine: &Engine, text: &str) -> Result<String, Refusal> {
        let text = text.trim();
        let hand = (engine.parse_hand(text)).map_err(|e| Refusal::Hand(e.to_string()))?;
        let json = Format::Json;
        let hand_refused = |verdict: Result<Verdict, String>| verdict.map_err(Refusal::Hand);
        let verdict = match self {
            Judge::Check => hand_refused(crate::check::verdict(engine, &hand, json)),
            Judge::Waits => hand_refused(crate::waits::verdict(engine, &hand, json)),
            Judge::Shanten => hand_refused(crate::shanten::verdict(engine, &hand, json)),
            Judge::Decompose => hand_refused(crate::decompose::verdict(engine, &hand, json)),
            Judge::Hint(seen) => hand_refused(crate::hint::verdict(engine, &hand, seen, json)),
            Judge::Score(given) => crate::score::scored(engine, &hand, text, given, json),
        };
        match verdict? {
            Verdict::Json(json) => Ok(json),
            Verdict::Text(_) => Err(Refusal::Hand("no JSON for this hand".into())),
        }
    }

    /// A batch's entry for one hand: its JSON object, or for a bad hand (or an
    /// impossible situation for it) the command line's `{"hand", "error"}`.
    fn entry(&self, engine: &Engine, text: &str) -> String {
        self.answer(engine, text).unwrap_or_else(|refusal| {
            let error = crate::batch::error_json(text.trim(), refusal.message());
            serde_json::Value::Object(error).to_string()
        })
    }
}

/// Answers a question's request: the body read within the limits, the engine found,
/// every hand judged before the deadline.
pub async fn answer(server: Arc<Server>, question: Question, request: Request) -> Response {
    match answer_within(&server, question, request).await {
        Ok(response) => response,
        Err(error) => error.into_response(),
    }
}

async fn answer_within(
    server: &Arc<Server>,
    question: Question,
    request: Request,
) -> Result<Response, ApiError> {
    let deadline = Instant::now() + server.limits.timeout;
    let mut ask: Ask = read_json(server, request).await?;
    let hands = hands_of(&mut ask, server.limits.max_hands)?;
    let judge = Judge::of(question, &ask)?;
    let engine = server.engines.get(&engine_key(&ask)?, deadline).await?;
    if matches!(judge, Judge::Score(_)) {
        judge_scoring(&engine)?;
    }
    let one = match hands {
        Hands::One(hand) => {
            // Table lookups answer here, on the connection's thread, within a few
            // steps; a question that searches further (jokers under a fan table,
            // jokers that stand only for some kinds) is asked again on the work pool,
            // bounded by the request's deadline.
            let quick = Budget::steps(INLINE_STEPS).run(|| judge.answer(&engine, &hand));
            match quick {
                Ok(answer) => answer,
                Err(_) => {
                    let until = deadline.into_std();
                    let work = move || Budget::until(until).run(|| judge.answer(&engine, &hand));
                    on_pool(server, deadline, work)
                        .await?
                        .map_err(|_| timeout())?
                }
            }
        }
        Hands::Batch(hands) => {
            let body = on_pool(server, deadline, move || {
                batch_body(&judge, &engine, &hands, deadline.into_std())
            });
            return Ok(json_body(body.await?.ok_or_else(timeout)?));
        }
    };
    match one {
        Ok(json) => Ok(json_body(json.into_bytes())),
        Err(Refusal::Hand(message)) => Err(ApiError {
            field: Some("hand"),
            ..ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "bad_hand", message)
        }),
        // What the situation says is impossible for this hand (a fifth copy shown,
        // ippatsu without riichi, flowers under riichi).
        Err(Refusal::Situation(message)) => Err(ApiError {
            field: Some("situation"),
            ..ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "bad_field", message)
        }),
    }
}

/// `{"results": [...]}` for `hands`, written as judged; `None` past the deadline
/// (checked between hands, and inside any hand's search).
fn batch_body(
    judge: &Judge,
    engine: &Engine,
    hands: &[String],
    deadline: std::time::Instant,
) -> Option<Vec<u8>> {
    let judged = Budget::until(deadline).run(|| {
        let mut body = Vec::with_capacity(64 * hands.len());
        body.extend_from_slice(b"{\"results\":[");
        for (i, hand) in hands.iter().enumerate() {
            if std::time::Instant::now() > deadline {
                return None;
            }
            if i > 0 {
                body.push(b',');
            }
            body.extend_from_slice(judge.entry(engine, hand).as_bytes());
        }
        body.extend_from_slice(b"]}");
        Some(body)
    });
    judged.ok().flatten()
}

/// The error of a request whose work outlasted the time allowed.
fn timeout() -> ApiError {
    ApiError::new(
        StatusCode::SERVICE_UNAVAILABLE,
        "timeout",
        "the request took longer than the server allows: ask of fewer hands at once",
    )
}

/// Runs `work` on the blocking pool, a few requests' work at once: waiting for a
/// turn past the deadline is a 503.
async fn on_pool<T: Send + 'static>(
    server: &Arc<Server>,
    deadline: Instant,
    work: impl FnOnce() -> T + Send + 'static,
) -> Result<T, ApiError> {
    let permit = tokio::time::timeout_at(deadline, Arc::clone(&server.work).acquire_owned())
        .await
        .map_err(|_| ApiError::busy())?
        .map_err(|_| ApiError::busy())?;
    let work = tokio::task::spawn_blocking(move || {
        let _permit = permit;
        work()
    });
    work.await
        .map_err(|_| ApiError::internal("judging the hands failed"))
}

/// That `engine`'s rules score wins.
fn judge_scoring(engine: &Engine) -> Result<(), ApiError> {
    if engine.rules().scoring.is_some() {
        return Ok(());
    }
    let rules = engine.rules().name.clone();
    let message = hupai::error::ScoreError::NotScored { rules }.to_string();
    Err(ApiError::new(
        StatusCode::UNPROCESSABLE_ENTITY,
        "no_scoring",
        message,
    ))
}

/// One hand, or a batch.
enum Hands {
    One(String),
    Batch(Vec<String>),
}

/// The hands asked of, taken out of the request.
fn hands_of(ask: &mut Ask, max_hands: usize) -> Result<Hands, ApiError> {
    let invalid = |message: String| {
        Err(ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_request",
            message,
        ))
    };
    match (ask.hand.take(), ask.hands.take()) {
        (Some(hand), None) => Ok(Hands::One(hand)),
        // A 422, as any request breaking the document's bounds (`maxItems`); a 413
        // is for a body too large to read.
        (None, Some(hands)) if hands.len() > max_hands => Err(ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "too_many_hands",
            format!("{} hands in one request; at most {max_hands}", hands.len()),
        )),
        (None, Some(hands)) if hands.is_empty() => invalid("`hands` is empty".into()),
        (None, Some(hands)) => Ok(Hands::Batch(hands)),
        (Some(_), Some(_)) => invalid("give `hand` or `hands`, not both".into()),
        (None, None) => invalid("no hand: give `hand` (one) or `hands` (a batch)".into()),
    }
}

/// The engine a request asks for: `standard` unless it names rules or sends them.
fn engine_key(ask: &Ask) -> Result<EngineKey, ApiError> {
    let rules = match (&ask.rules, &ask.rules_toml) {
        (Some(_), Some(_)) => {
            return Err(ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "invalid_request",
                "give `rules` (a name) or `rules_toml` (a rules file's text), not both",
            ));
        }
        (_, Some(text)) => RulesSource::Inline(text.clone()),
        (name, None) => RulesSource::Named(name.as_deref().unwrap_or("standard").to_string()),
    };
    Ok(EngineKey {
        rules,
        joker_tiles: ask.joker_tiles.clone(),
        melds: ask.melds.trim().to_string(),
    })
}

/// Reads a JSON body within the size and time limits.
async fn read_json<T: serde::de::DeserializeOwned>(
    server: &Server,
    request: Request,
) -> Result<T, ApiError> {
    let limit = server.limits.max_body;
    let too_large = |size: String| {
        ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            "body_too_large",
            format!("the request body is {size} bytes; at most {limit}"),
        )
    };
    let declared = (request.headers().get(header::CONTENT_LENGTH))
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if let Some(length) = declared.filter(|&n| n > limit as u64) {
        return Err(too_large(length.to_string()));
    }
    let reading = axum::body::to_bytes(request.into_body(), limit);
    let body = match tokio::time::timeout(server.limits.timeout, reading).await {
        Err(_) => {
            return Err(ApiError::new(
                StatusCode::REQUEST_TIMEOUT,
                "slow_body",
                format!(
                    "the request body did not arrive within {} s",
                    server.limits.timeout.as_secs_f64()
                ),
            ));
        }
        Ok(Err(error)) => {
            let error = error.into_inner();
            if error.is::<http_body_util::LengthLimitError>() {
                return Err(too_large("over".into()));
            }
            // A malformed chunk, a body cut short, a coding not understood.
            let message = format!("the request body could not be read: {error}");
            return Err(ApiError::new(
                StatusCode::BAD_REQUEST,
                "malformed_body",
                message,
            ));
        }
        Ok(Ok(body)) => body,
    };
    serde_json::from_slice(&body).map_err(|e| {
        let (status, kind) = match e.classify() {
            serde_json::error::Category::Data => {
                (StatusCode::UNPROCESSABLE_ENTITY, "invalid_request")
            }
            _ => (StatusCode::BAD_REQUEST, "malformed_json"),
        };
        ApiError {
            line: Some(e.line()),
            column: Some(e.column()),
            ..ApiError::new(status, kind, format!("request body: {e}"))
        }
    })
}

/// A JSON response of `value`.
pub fn json_response(value: &impl Serialize) -> Response {
    match serde_json::to_vec(value) {
        Ok(body) => json_body(body),
        Err(_) => ApiError::internal("the answer did not serialize").into_response(),
    }
}

/// A response of JSON already written.
fn json_body(body: Vec<u8>) -> Response {
    let mut response = Response::new(Body::from(body));
    (response.headers_mut()).insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    response
}

/// `GET /v1/situation`: the situation's fields, hupai's one list of them (what
/// `situation` takes, and what the page draws its controls from).
pub async fn situation_fields() -> Response {
    let fields: Vec<serde_json::Value> = (hupai::scoring::FIELDS.iter())
        .map(|field| {
            serde_json::json!({
                "name": field.name(),
                "aliases": field.aliases(),
                "kind": field.kind().name(),
                "default": field.default(),
                "counted_by": field.counted_by(),
                "doc": field.doc(),
            })
        })
        .collect();
    json_response(&serde_json::json!({ "fields": fields }))
}

/// `GET /v1/rules`: the rule sets a request may name.
pub async fn rules_list(State(server): State<Arc<Server>>) -> Response {
    json_response(&serde_json::json!({
        "builtin": hupai::BUILTIN_RULES,
        "loaded": server.engines.loaded_names(),
    }))
}

/// What the API says of a rule set: its name, what scores it, its forms, its text.
#[derive(Serialize)]
struct RulesInfo {
    name: String,
    scoring: &'static str,
    forms: hupai::Forms,
    toml: String,
}

impl RulesInfo {
    fn of(engine: &Engine) -> RulesInfo {
        let rules = engine.rules();
        RulesInfo {
            name: rules.name.clone(),
            scoring: rules.scoring.name(),
            forms: engine.forms_played(),
            toml: rules.to_toml(),
        }
    }
}

/// `GET /v1/rules/{name}`: one rule set, its rules file's text among the rest.
pub async fn rules_one(State(server): State<Arc<Server>>, Path(name): Path<String>) -> Response {
    let key = EngineKey::of_rules(&RulesSource::Named(name));
    let deadline = Instant::now() + server.limits.timeout;
    match server.engines.get(&key, deadline).await {
        Ok(engine) => json_response(&RulesInfo::of(&engine)),
        Err(error) if error.kind == "unknown_rules" => ApiError {
            status: StatusCode::NOT_FOUND,
            ..error
        }
        .into_response(),
        Err(error) => error.into_response(),
    }
}

/// `POST /v1/rules/check`'s body.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RulesText {
    rules_toml: String,
}

/// `POST /v1/rules/check`: whether a rules file's text reads, and where it does not
/// (a 200 either way: a bad file is an answer, not a bad request). Builds no tables.
pub async fn rules_check(State(server): State<Arc<Server>>, request: Request) -> Response {
    let text: RulesText = match read_json(&server, request).await {
        Ok(text) => text,
        Err(error) => return error.into_response(),
    };
    match hupai::rules::Rules::from_toml(&text.rules_toml) {
        Ok(rules) => json_response(&serde_json::json!({
            "valid": true,
            "name": rules.name,
            "scoring": rules.scoring.name(),
        })),
        Err(error) => json_response(&serde_json::json!({
            "valid": false,
            "error": ApiError::bad_rules(&error, Some(&text.rules_toml)),
        })),
    }
}

/// `GET /healthz`.
pub async fn healthz() -> Response {
    json_response(&serde_json::json!({ "status": "ok" }))
}

/// Any other path.
pub async fn not_found(request: Request) -> Response {
    let message = format!(
        "no such path: {}",
        crate::batch::excerpt(request.uri().path())
    );
    ApiError::new(StatusCode::NOT_FOUND, "not_found", message).into_response()
}

/// A path asked with a method it does not take.
pub async fn method_not_allowed(request: Request) -> Response {
    let message = format!(
        "{} does not take {}",
        crate::batch::excerpt(request.uri().path()),
        request.method()
    );
    ApiError::new(
        StatusCode::METHOD_NOT_ALLOWED,
        "method_not_allowed",
        message,
    )
    .into_response()
}

/// What one request may send and take.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub max_body: usize,
    pub max_hands: usize,
    /// The time a request may take, its body read and its hands judged.
    pub timeout: Duration,
}

/// A `/v1/actions` request's body: one context or a batch, and the rules.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct AskActions {
    /// One seat's context, answered by one menu.
    context: Option<serde_json::Value>,
    /// A batch, answered by `{"results": [...]}` in order.
    contexts: Option<Vec<serde_json::Value>>,
    #[serde(flatten)]
    rules: AskRules,
}

/// A `/v1/settle` request's body: one round and its ending or a batch, and the rules.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct AskSettle {
    /// One round and its ending, answered by what it pays.
    settlement: Option<serde_json::Value>,
    /// A batch, answered by `{"results": [...]}` in order.
    settlements: Option<Vec<serde_json::Value>>,
    #[serde(flatten)]
    rules: AskRules,
}

/// The rules a riichi question names.
#[derive(Debug, Deserialize)]
struct AskRules {
    /// A built-in set's or a preset's name (`riichi` unless given), or a file's that
    /// `hupai serve --rules` loaded.
    rules: Option<String>,
    /// A rules file's text.
    rules_toml: Option<String>,
}

/// A question of riichi play asked in JSON, one input or a batch: its endpoint's
/// names and how one input is answered.
struct RiichiQuestion {
    /// The field of one input.
    one: &'static str,
    /// The field of a batch.
    many: &'static str,
    /// The error code of one input refused.
    refused: &'static str,
    /// One input's answer as JSON, or what is wrong with it.
    answer: fn(&Engine, serde_json::Value) -> Result<String, String>,
}

/// `/v1/actions`: what a seat may do now, as `hupai actions --format json` says.
pub async fn actions(State(server): State<Arc<Server>>, request: Request) -> Response {
    let question = RiichiQuestion {
        one: "context",
        many: "contexts",
        refused: "bad_context",
        answer: menu_of,
    };
    let answered = match read_json::<AskActions>(&server, request).await {
        Ok(ask) => answer_riichi(&server, &question, ask.context, ask.contexts, ask.rules).await,
        Err(error) => Err(error),
    };
    answered.unwrap_or_else(IntoResponse::into_response)
}

/// `/v1/settle`: what a riichi round pays, as `hupai settle --format json` says.
pub async fn settle(State(server): State<Arc<Server>>, request: Request) -> Response {
    let question = RiichiQuestion {
        one: "settlement",
        many: "settlements",
        refused: "bad_settlement",
        answer: settled_of,
    };
    let answered = match read_json::<AskSettle>(&server, request).await {
        Ok(ask) => {
            answer_riichi(
                &server,
                &question,
                ask.settlement,
                ask.settlements,
                ask.rules,
            )
            .await
        }
        Err(error) => Err(error),
    };
    answered.unwrap_or_else(IntoResponse::into_response)
}

/// Answers one input of `question`, or a batch in order on the pool, within the
/// request's time.
async fn answer_riichi(
    server: &Arc<Server>,
    question: &RiichiQuestion,
    one: Option<serde_json::Value>,
    many: Option<Vec<serde_json::Value>>,
    rules: AskRules,
) -> Result<Response, ApiError> {
    let deadline = Instant::now() + server.limits.timeout;
    let invalid = |message: String| {
        ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "invalid_request", message)
    };
    let rules = match (rules.rules, rules.rules_toml) {
        (Some(_), Some(_)) => return Err(invalid("give `rules` or `rules_toml`, not both".into())),
        (_, Some(text)) => RulesSource::Inline(text),
        (name, None) => RulesSource::Named(name.unwrap_or_else(|| "riichi".into())),
    };
    let key = EngineKey {
        rules,
        joker_tiles: Vec::new(),
        melds: String::new(),
    };
    let (one_name, many_name) = (question.one, question.many);
    let inputs = match (one, many) {
        (Some(one), None) => {
            let engine = server.engines.get(&key, deadline).await?;
            let answer = (question.answer)(&engine, one).map_err(|message| ApiError {
                field: Some(question.one),
                ..ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, question.refused, message)
            })?;
            return Ok(json_body(answer.into_bytes()));
        }
        (None, Some(many)) if many.len() > server.limits.max_hands => {
            return Err(ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "too_many_hands",
                format!(
                    "{} {many_name} in one request; at most {}",
                    many.len(),
                    server.limits.max_hands
                ),
            ));
        }
        (None, Some(many)) if !many.is_empty() => many,
        (None, Some(_)) => return Err(invalid(format!("`{many_name}` is empty"))),
        (Some(_), Some(_)) => {
            return Err(invalid(format!(
                "give `{one_name}` or `{many_name}`, not both"
            )));
        }
        (None, None) => {
            return Err(invalid(format!(
                "nothing asked: give `{one_name}` (one) or `{many_name}`"
            )));
        }
    };
    let engine = server.engines.get(&key, deadline).await?;
    let until = deadline.into_std();
    let answer = question.answer;
    let body = on_pool(server, deadline, move || {
        let mut body = b"{\"results\":[".to_vec();
        for (i, input) in inputs.into_iter().enumerate() {
            if std::time::Instant::now() > until {
                return None;
            }
            if i > 0 {
                body.push(b',');
            }
            let entry = answer(&engine, input)
                .unwrap_or_else(|message| serde_json::json!({ "error": message }).to_string());
            body.extend_from_slice(entry.as_bytes());
        }
        body.extend_from_slice(b"]}");
        Some(body)
    });
    Ok(json_body(body.await?.ok_or_else(timeout)?))
}

/// One round's settlement as JSON, or what is wrong with it.
fn settled_of(engine: &Engine, settlement: serde_json::Value) -> Result<String, String> {
    let settlement: hupai::settlement::Settlement =
        serde_json::from_value(settlement).map_err(|e| format!("settlement: {e}"))?;
    let settled = engine.settle(&settlement).map_err(|e| e.to_string())?;
    serde_json::to_string(&settled).map_err(|e| e.to_string())
}

/// One context's menu as JSON, or what is wrong with the context.
fn menu_of(engine: &Engine, context: serde_json::Value) -> Result<String, String> {
    let context: hupai::actions::Context =
        serde_json::from_value(context).map_err(|e| format!("context: {e}"))?;
    let menu = engine.actions(&context).map_err(|e| e.to_string())?;
    serde_json::to_string(&menu).map_err(|e| e.to_string())
}
