//! `hupai serve` as a client uses it: a server on an ephemeral loopback port, every
//! endpoint and every error, each answer held to the OpenAPI document; the limits
//! that keep it up (bodies, hands, time, slow clients, connections, compiles); a
//! graceful stop. The corpus through the API is in `conformance.rs`; the page in a
//! browser is `tests/browser`.

#[path = "common/server.rs"]
mod server;

use std::collections::BTreeSet;
use std::io::Write;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use server::{Reply, Served, read_reply};

/// The OpenAPI document the server serves.
fn document() -> Value {
    let text = include_str!("../src/serve/openapi.json");
    serde_json::from_str(text).expect("the OpenAPI document is JSON")
}

/// Checks `value` against `schema` (the subset of OpenAPI 3.0's schemas the document
/// uses), `$ref`s resolved in `doc`; the first mismatch, at `at`.
fn conforms(doc: &Value, schema: &Value, value: &Value, at: &str) -> Result<(), String> {
    if let Some(pointer) = schema["$ref"].as_str() {
        let target = doc
            .pointer(pointer.trim_start_matches('#'))
            .ok_or_else(|| format!("no {pointer}"))?;
        return conforms(doc, target, value, at);
    }
    if value.is_null() && schema["nullable"] == true {
        return Ok(());
    }
    if let Some(all) = schema["allOf"].as_array() {
        for each in all {
            conforms(doc, each, value, at)?;
        }
    }
    if let Some(any) = schema["anyOf"].as_array() {
        let errors: Vec<String> = (any.iter())
            .filter_map(|each| conforms(doc, each, value, at).err())
            .collect();
        if errors.len() == any.len() {
            return Err(format!("{at}: none of anyOf: {}", errors.join("; ")));
        }
    }
    if let Some(allowed) = schema["enum"].as_array()
        && !allowed.contains(value)
    {
        return Err(format!("{at}: {value} not in {allowed:?}"));
    }
    let typed = match schema["type"].as_str() {
        None => true,
        Some("object") => value.is_object(),
        Some("array") => value.is_array(),
        Some("string") => value.is_string(),
        Some("integer") => value.is_i64() || value.is_u64(),
        Some("number") => value.is_number(),
        Some("boolean") => value.is_boolean(),
        Some(other) => return Err(format!("{at}: unknown type {other}")),
    };
    if !typed {
        return Err(format!("{at}: {value} is not {}", schema["type"]));
    }
    if let (Some(minimum), Some(number)) = (schema["minimum"].as_i64(), value.as_i64())
        && number < minimum
    {
        return Err(format!("{at}: {number} < {minimum}"));
    }
    if let Some(items) = value.as_array().filter(|_| schema.get("items").is_some()) {
        for (i, item) in items.iter().enumerate() {
            conforms(doc, &schema["items"], item, &format!("{at}[{i}]"))?;
        }
    }
    if let Some(object) = value.as_object() {
        for required in schema["required"].as_array().into_iter().flatten() {
            let name = required.as_str().unwrap();
            if !object.contains_key(name) {
                return Err(format!("{at}: no `{name}`"));
            }
        }
        for (name, field) in object {
            let place = format!("{at}.{name}");
            match (&schema["properties"][name], &schema["additionalProperties"]) {
                (Value::Null, Value::Bool(false)) if schema.get("properties").is_some() => {
                    return Err(format!("{place}: not in the document"));
                }
                (Value::Null, Value::Object(_)) => {
                    conforms(doc, &schema["additionalProperties"], field, &place)?;
                }
                (Value::Null, _) => {}
                (property, _) => conforms(doc, property, field, &place)?,
            }
        }
    }
    Ok(())
}

/// Holds `reply` to the document's answer for `method path` and its status, and
/// returns its JSON.
fn documented(doc: &Value, method: &str, path: &str, reply: &Reply) -> Value {
    let template = match path {
        p if p.starts_with("/v1/rules/") && p != "/v1/rules/check" => "/v1/rules/{name}",
        p => p,
    };
    let responses = &doc["paths"][template][method]["responses"];
    let response = &responses[reply.status.to_string()];
    assert!(
        !response.is_null(),
        "{method} {path}: status {} is not documented ({})",
        reply.status,
        reply.body
    );
    assert_eq!(
        reply.header("content-type"),
        Some("application/json"),
        "{method} {path}"
    );
    let json = reply.json();
    let schema = &response["content"]["application/json"]["schema"];
    if let Err(e) = conforms(doc, schema, &json, "$") {
        panic!("{method} {path} → {}: {e}\n{}", reply.status, reply.body);
    }
    json
}

/// A request, the status it must get, and for an error the kind.
struct Expect {
    path: &'static str,
    body: Value,
    status: u16,
    kind: Option<&'static str>,
}

fn expect(path: &'static str, body: Value, status: u16, kind: Option<&'static str>) -> Expect {
    Expect {
        path,
        body,
        status,
        kind,
    }
}

/// Every question answered, one hand and a batch, under rule sets that score in each
/// way; the ugly hands among them (all jokers, one tile, seventeen, red fives).
fn answers() -> Vec<Expect> {
    let ok = |path, body| expect(path, body, 200, None);
    vec![
        ok("/v1/check", json!({"hand": "123m456p789s11122z"})),
        ok(
            "/v1/check",
            json!({"hands": ["JJ", "J", "1234567899999m11z1p", "123m0p"]}),
        ),
        ok("/v1/check", json!({"hand": "JJJJJJJJJJJJJJ"})),
        ok(
            "/v1/check",
            json!({"hand": "JJJJ123m456p789s1m", "rules": "hongzhong"}),
        ),
        ok(
            "/v1/check",
            json!({"hand": "1p23m456m11z", "melds": "111p,789s"}),
        ),
        ok(
            "/v1/check",
            json!({"hand": "123m456p789s11777z", "joker_tiles": ["7z"]}),
        ),
        ok(
            "/v1/actions",
            json!({"context": {"hand": "123m456p789s1122z", "moment": {"discarded": "1z", "by": "left"}}}),
        ),
        ok(
            "/v1/actions",
            json!({"context": {"hand": "123p456p789s11233z", "moment": {"drew": "3z"}}, "rules": "sanma"}),
        ),
        ok(
            "/v1/actions",
            json!({"contexts": [
                {"hand": "055m123p456s789s1z", "moment": {"discarded": "5m", "by": "across"}},
                {"hand": "1m", "moment": {"drew": "1m"}},
                {"hand": "123m456p789s1122z", "moment": {"discarded": "1z", "by": "nowhere"}}
            ]}),
        ),
        ok(
            "/v1/settle",
            json!({"settlement": {"round": {"honba": 1, "points": [25000, 25000, 25000, 25000]}, "ending": {"wins": [{"seat": 1, "from": 3, "basic_points": 8000, "pao": [2, 8000]}]}}, "rules": "tenhou"}),
        ),
        ok(
            "/v1/settle",
            json!({"settlements": [
                {"round": {"round": 7, "dealer": 3, "points": [22000, 22000, 22000, 34000]}, "ending": {"exhausted": {"tenpai": [false, false, false, true], "nagashi": [false, false, false, false]}}},
                {"round": {"points": [35000, 35000, 35000]}, "ending": "aborted"},
                {"round": {"points": [25000, 25000, 25000, 25000]}, "ending": "aborted"}
            ], "rules": "mleague"}),
        ),
        ok("/v1/waits", json!({"hand": "1112345678999m"})),
        ok(
            "/v1/waits",
            json!({"hands": ["J", "1111m", "JJJJJJJJJJJJJ", "x"], "rules": "sichuan"}),
        ),
        ok("/v1/shanten", json!({"hand": "123m456p789s1234z"})),
        ok(
            "/v1/shanten",
            json!({"hands": ["1m", "JJJJJJJJJJJJJJJJJ", "14m258p369s1234567z"], "rules": "guobiao"}),
        ),
        ok(
            "/v1/hint",
            json!({"hand": "1112345678999m1z", "seen": "1z"}),
        ),
        ok("/v1/hint", json!({"hand": "123m456p789s1234z"})),
        ok(
            "/v1/hint",
            json!({"hands": ["JJJJ", "1m", "123m"], "rules": "hongzhong"}),
        ),
        ok(
            "/v1/decompose",
            json!({"hand": "123mJJJ11p", "rules": "hongzhong"}),
        ),
        ok(
            "/v1/decompose",
            json!({"hands": ["JJ", "11m", "1m"], "rules": "zhuanzhuan-8-reds"}),
        ),
        ok(
            "/v1/score",
            json!({"hand": "234m456p678s22z555m", "rules": "riichi",
            "situation": {"tsumo": true, "riichi": "riichi", "dora": "1m", "seat": "south"}}),
        ),
        ok(
            "/v1/score",
            json!({"hand": "234m406p678s22z", "melds": "055m", "rules": "riichi",
            "situation": {"win": "2z"}}),
        ),
        ok(
            "/v1/score",
            json!({"hand": "123m456p789s1122z", "rules": "riichi"}),
        ),
        ok(
            "/v1/score",
            json!({"hand": "123m456p789s11z222z", "rules": "guobiao",
            "situation": {"flowers": 2, "last_of_kind": true, "win": "9s"}}),
        ),
        ok(
            "/v1/score",
            json!({"hands": ["11123456789999m", "1m"], "rules": "sichuan"}),
        ),
        ok(
            "/v1/score",
            json!({"hand": "1112345678999m", "rules": "sichuan"}),
        ),
        ok(
            "/v1/check",
            json!({"hand": "11m", "rules_toml": "name = \"mine\"\nseven_pairs = \"off\"\n"}),
        ),
    ]
}

/// Every bad request, with its status and kind.
fn errors() -> Vec<Expect> {
    let bad = |path, body, status, kind| expect(path, body, status, Some(kind));
    vec![
        bad("/v1/check", json!({"hand": "11x"}), 422, "bad_hand"),
        bad("/v1/check", json!({"hand": "123m"}), 422, "bad_hand"),
        bad(
            "/v1/check",
            json!({"hand": "11z", "rules": "sichuan"}),
            422,
            "bad_hand",
        ),
        bad("/v1/check", json!({}), 422, "invalid_request"),
        bad(
            "/v1/check",
            json!({"hand": "11m", "hands": ["11m"]}),
            422,
            "invalid_request",
        ),
        bad("/v1/check", json!({"hands": []}), 422, "invalid_request"),
        bad("/v1/check", json!({"hand": 11}), 422, "invalid_request"),
        bad(
            "/v1/check",
            json!({"hand": "11m", "handz": 1}),
            422,
            "invalid_request",
        ),
        bad(
            "/v1/check",
            json!({"hand": "11m", "rules": "riichi", "rules_toml": ""}),
            422,
            "invalid_request",
        ),
        bad(
            "/v1/check",
            json!({"hand": "11m", "seen": "1m"}),
            422,
            "invalid_request",
        ),
        bad(
            "/v1/hint",
            json!({"hand": "11m", "situation": {}}),
            422,
            "invalid_request",
        ),
        bad(
            "/v1/score",
            json!({"hand": "11m", "situation": {"honba": -1}}),
            422,
            "bad_field",
        ),
        bad(
            "/v1/check",
            json!({"hand": "11m", "rules": "nope"}),
            422,
            "unknown_rules",
        ),
        bad(
            "/v1/check",
            json!({"hand": "11m", "rules_toml": "seven_pairs = 3"}),
            422,
            "bad_rules",
        ),
        bad(
            "/v1/check",
            json!({"hand": "11m", "melds": "111p,78s"}),
            422,
            "bad_field",
        ),
        bad(
            "/v1/check",
            json!({"hand": "11m", "joker_tiles": ["8z"]}),
            422,
            "bad_field",
        ),
        bad(
            "/v1/hint",
            json!({"hand": "11m", "seen": "11111m"}),
            422,
            "bad_field",
        ),
        bad(
            "/v1/score",
            json!({"hand": "11m", "rules": "riichi", "situation": {"seat": "up"}}),
            422,
            "bad_field",
        ),
        bad(
            "/v1/score",
            json!({"hand": "11m", "rules": "riichi", "situation": {"dora": "J"}}),
            422,
            "bad_field",
        ),
        bad(
            "/v1/score",
            json!({"hand": "11m", "rules": "riichi", "situation": "seat=south honab=1"}),
            422,
            "bad_field",
        ),
        bad(
            "/v1/score",
            json!({"hand": "11m", "rules": "riichi", "situation": ["seat"]}),
            422,
            "invalid_request",
        ),
        bad("/v1/score", json!({"hand": "11m"}), 422, "no_scoring"),
        bad(
            "/v1/actions",
            json!({"context": {"hand": "123m456p789s1122z", "moment": {"drew": "3z"}}}),
            422,
            "bad_context",
        ),
        bad(
            "/v1/actions",
            json!({"context": {"hand": "123m", "moment": {}}, "rules": "guobiao"}),
            422,
            "bad_context",
        ),
        bad(
            "/v1/actions",
            json!({"hand": "123m"}),
            422,
            "invalid_request",
        ),
        bad(
            "/v1/settle",
            json!({"settlement": {"round": {"points": [1, 2, 3]}, "ending": "aborted"}}),
            422,
            "bad_settlement",
        ),
        bad(
            "/v1/settle",
            json!({"settlement": {"round": {"points": [1, 2, 3, 4]}, "ending": "aborted"}, "rules": "guobiao"}),
            422,
            "bad_settlement",
        ),
        bad(
            "/v1/settle",
            json!({"settlements": [], "rules": "tenhou"}),
            422,
            "invalid_request",
        ),
        bad("/v1/settle", json!({"context": {}}), 422, "invalid_request"),
        bad(
            "/v1/actions",
            json!({"contexts": []}),
            422,
            "invalid_request",
        ),
        bad(
            "/v1/check",
            json!({"hands": vec!["11m"; 10_001]}),
            422,
            "too_many_hands",
        ),
    ]
}

#[test]
fn every_endpoint_answers_as_documented() {
    let doc = document();
    let served = Served::start(&[]);
    let mut kinds = BTreeSet::new();
    for case in answers().into_iter().chain(errors()) {
        let reply = served.post_json(case.path, &case.body);
        assert_eq!(
            reply.status, case.status,
            "{} {}: {}",
            case.path, case.body, reply.body
        );
        let json = documented(&doc, "post", case.path, &reply);
        if let Some(kind) = case.kind {
            assert_eq!(json["error"]["kind"], kind, "{} {}", case.path, case.body);
            assert!(!json["error"]["message"].as_str().unwrap().is_empty());
            kinds.insert(kind);
        }
    }
    for path in [
        "/healthz",
        "/v1/rules",
        "/v1/rules/riichi",
        "/v1/rules/guobiao",
        "/v1/openapi.json",
    ] {
        let reply = served.get(path);
        assert_eq!(reply.status, 200, "{path}");
        documented(&doc, "get", path, &reply);
    }
    assert_eq!(
        served.get("/v1/openapi.json").json(),
        doc,
        "the document served is the file"
    );
    let unknown = served.get("/v1/rules/nope");
    assert_eq!(unknown.status, 404);
    assert_eq!(
        documented(&doc, "get", "/v1/rules/nope", &unknown)["error"]["kind"],
        "unknown_rules"
    );
    for (method, path, kind) in [
        ("GET", "/nowhere", "not_found"),
        ("DELETE", "/v1/check", "method_not_allowed"),
    ] {
        let reply = served.raw(
            format!("{method} {path} HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n").as_bytes(),
        );
        assert_eq!(reply.json()["error"]["kind"], kind, "{method} {path}");
        kinds.insert(kind);
    }
    for (body, kind) in [
        ("{\"hand\": \"11m\"", "malformed_json"),
        ("", "malformed_json"),
        ("[1, 2]", "invalid_request"),
    ] {
        let reply = served.post("/v1/check", body);
        let json = documented(&doc, "post", "/v1/check", &reply);
        assert_eq!(json["error"]["kind"], kind, "{body:?}");
        assert!(
            json["error"]["line"].is_u64(),
            "where the JSON went wrong: {json}"
        );
        kinds.insert(kind);
    }
    // Every kind of error the document names is one these tests make happen, but a
    // failure of the server's own.
    let documented_kinds: BTreeSet<&str> =
        doc["components"]["schemas"]["Error"]["properties"]["error"]["properties"]["kind"]["enum"]
            .as_array()
            .unwrap()
            .iter()
            .map(|k| k.as_str().unwrap())
            .filter(|&k| k != "internal")
            .collect();
    // Made by the tests of limits and framing below.
    let limits = [
        "body_too_large",
        "malformed_body",
        "slow_body",
        "too_many_compiles",
        "busy",
        "timeout",
    ];
    let untested: Vec<&&str> = (documented_kinds.iter())
        .filter(|k| !kinds.contains(*k) && !limits.contains(k))
        .collect();
    assert!(
        untested.is_empty(),
        "documented but never made: {untested:?}"
    );
}

#[test]
fn a_batch_answers_each_hand_as_one_hand_does() {
    let served = Served::start(&[]);
    let hands = ["JJJJ1234m", "123m456p789s11122z", "11x", "J", "1m", "JJJJJ"];
    let batch = served.post_json(
        "/v1/shanten",
        &json!({"hands": hands, "rules": "hongzhong"}),
    );
    let results = batch.json()["results"].as_array().unwrap().clone();
    assert_eq!(results.len(), hands.len());
    for (hand, result) in hands.iter().zip(results) {
        let one = served.post_json("/v1/shanten", &json!({"hand": hand, "rules": "hongzhong"}));
        match one.status {
            200 => assert_eq!(one.json(), result, "{hand}"),
            _ => assert_eq!(one.json()["error"]["message"], result["error"], "{hand}"),
        }
    }
}

#[test]
fn rules_are_listed_shown_and_checked_at_their_line() {
    let dir = std::env::temp_dir().join(format!("hupai-serve-rules-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("mine.toml");
    std::fs::write(&file, "name = \"my-town\"\nseven_pairs = \"off\"\n").unwrap();
    let served = Served::start(&["--rules", file.to_str().unwrap()]);
    let listed = served.get("/v1/rules").json();
    assert_eq!(listed["loaded"], json!(["my-town"]));
    assert_eq!(
        listed["builtin"].as_array().unwrap().len(),
        hupai::BUILTIN_RULES.len()
    );
    let mine = served.get("/v1/rules/my-town").json();
    assert_eq!(mine["forms"], json!(["standard", "thirteen_orphans"]));
    let check = json!({"hand": "1122m3344p5566s77z", "rules": "my-town"});
    assert_eq!(served.post_json("/v1/check", &check).json()["win"], false);
    // Each built-in's text, sent back inline, is the same rules.
    for name in hupai::BUILTIN_RULES {
        let shown = served.get(&format!("/v1/rules/{name}")).json();
        let text = shown["toml"].as_str().unwrap();
        let checked = served
            .post_json("/v1/rules/check", &json!({"rules_toml": text}))
            .json();
        assert_eq!(
            (&checked["valid"], &checked["name"], &checked["scoring"]),
            (&json!(true), &json!(name), &shown["scoring"])
        );
    }
    for (text, line, column) in [
        ("name = \"x\"\n\nseven_pairs = \"of\"\n", 3, 15),
        ("name = \"x\"\nhand_sizes = [3]\n", 2, 1),
        ("name = \"x\"\n[jokers]\nstands_for = \"none\"\n", 3, 14),
        ("name = \"x\"\nnot_a_field = 1\n", 2, 1),
        ("name = \"x\"\nseven_pairs = \n", 2, 15),
    ] {
        let checked = served
            .post_json("/v1/rules/check", &json!({"rules_toml": text}))
            .json();
        assert_eq!(checked["valid"], false, "{text:?}");
        let error = &checked["error"];
        assert_eq!(
            (error["line"].as_u64(), error["column"].as_u64()),
            (Some(line), Some(column)),
            "{text:?}: {error}"
        );
        // The same text as a question's rules: the same error, as a 422.
        let asked = served.post_json("/v1/check", &json!({"hand": "11m", "rules_toml": text}));
        assert_eq!(asked.status, 422);
        assert_eq!(&asked.json()["error"], error);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn bodies_hands_and_time_are_bounded() {
    let served = Served::start(&[
        "--timeout",
        "0.2",
        "--max-body",
        "3000000",
        "--max-hands",
        "100000",
    ]);
    // Declared too large: refused before it is read.
    let head = "POST /v1/check HTTP/1.1\r\nHost: t\r\nContent-Length: 100000000\r\nConnection: close\r\n\r\n";
    let reply = served.raw(head.as_bytes());
    assert_eq!(
        (reply.status, reply.json()["error"]["kind"].as_str()),
        (413, Some("body_too_large"))
    );
    // Undeclared (chunked) and too large: cut off at the limit.
    let mut chunked = String::from(
        "POST /v1/check HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n",
    );
    for _ in 0..3000 {
        chunked.push_str(&format!("400\r\n{}\r\n", " ".repeat(0x400)));
    }
    chunked.push_str("0\r\n\r\n");
    let reply = served.raw(chunked.as_bytes());
    assert_eq!(
        (reply.status, reply.json()["error"]["kind"].as_str()),
        (413, Some("body_too_large"))
    );
    // A body that never finishes: 408 after the timeout, not a held connection.
    let mut stream = served.connect();
    let started = Instant::now();
    stream
        .write_all(b"POST /v1/check HTTP/1.1\r\nHost: t\r\nContent-Length: 100\r\n\r\n{\"hand\":")
        .unwrap();
    let reply = read_reply(&mut stream).expect("an answer");
    assert_eq!(
        (reply.status, reply.json()["error"]["kind"].as_str()),
        (408, Some("slow_body"))
    );
    assert!(started.elapsed() < Duration::from_secs(5));
    // A head that never finishes: the connection is closed.
    let mut stream = served.connect();
    stream
        .write_all(b"POST /v1/check HTTP/1.1\r\nHost: t\r\n")
        .unwrap();
    let started = Instant::now();
    let _ = read_reply(&mut stream);
    assert!(started.elapsed() < Duration::from_secs(5), "slow head held");
    // Work past the deadline: 503, and the server answers the next request.
    // (20,000 国标 hands of the knitted forms, their discards each asked: seconds of
    // work on any machine.)
    let slow = json!({"hands": vec!["1479m258p369s1567z"; 20_000], "rules": "guobiao"});
    let started = Instant::now();
    let reply = served.post_json("/v1/hint", &slow);
    assert_eq!(
        (reply.status, reply.json()["error"]["kind"].as_str()),
        (503, Some("timeout")),
        "{:?}",
        started.elapsed()
    );
    assert!(started.elapsed() < Duration::from_secs(5));
    assert_eq!(served.get("/healthz").status, 200);
}

/// A fan table of 64 fans that multiply, with up to eight jokers: a hand of eight
/// jokers has millions of readings.
fn many_fans_and_eight_jokers() -> String {
    include_str!("../../../tests/data/many-fans-eight-jokers.toml").to_string()
}

#[test]
fn one_hand_past_the_deadline_is_cut_short() {
    // Legal waits of eight jokers under a table of 64 fans: a tenth of a second of
    // readings, cut at the deadline inside the search.
    let served = Served::start(&["--timeout", "0.02"]);
    let ask = json!({"hand": "88p456sJJJJJJJJ", "rules_toml": many_fans_and_eight_jokers()});
    for _ in 0..3 {
        let started = Instant::now();
        let reply = served.post_json("/v1/score", &ask);
        let took = started.elapsed();
        assert_eq!(
            (reply.status, reply.json()["error"]["kind"].as_str()),
            (503, Some("timeout")),
            "{took:?}"
        );
        documented(&document(), "post", "/v1/score", &reply);
    }
    // Quick questions stay answered on the connection's thread.
    assert_eq!(served.get("/healthz").status, 200);
    let quick =
        json!({"hand": "123m456p789s11122z", "rules": "riichi", "situation": {"win": "2z"}});
    assert_eq!(served.post_json("/v1/score", &quick).status, 200);
}

#[test]
fn slow_questions_leave_quick_ones_answered() {
    let served = std::sync::Arc::new(Served::start(&[]));
    let slow = json!({"hand": "88p456sJJJJJJJJ", "rules_toml": many_fans_and_eight_jokers()});
    // Each slow question runs out of its steps: an error, not seconds of work.
    let reply = served.post_json("/v1/score", &slow);
    assert_eq!(reply.status, 422, "{}", reply.json());
    let message = reply.json()["error"]["message"]
        .as_str()
        .unwrap_or("")
        .to_string();
    assert!(message.contains("search steps"), "{message}");
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let clients: Vec<_> = (0..16)
        .map(|_| {
            let (served, stop, slow) = (served.clone(), stop.clone(), slow.clone());
            std::thread::spawn(move || {
                while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                    served.post_json("/v1/score", &slow);
                }
            })
        })
        .collect();
    std::thread::sleep(Duration::from_millis(300));
    let quick =
        json!({"hand": "123m456p789s11122z", "rules": "riichi", "situation": {"win": "2z"}});
    for _ in 0..10 {
        assert_eq!(served.get("/healthz").status, 200);
        assert_eq!(served.post_json("/v1/score", &quick).status, 200);
    }
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    clients
        .into_iter()
        .for_each(|c| c.join().expect("a client"));
}

#[test]
fn errors_say_what_happened() {
    let served = Served::start(&[]);
    let score = |situation: Value| {
        let ask = json!({"hand": "123m456p789s11122z", "rules": "riichi", "situation": situation});
        served.post_json("/v1/score", &ask)
    };
    // riichi as every package spells it, and as the command line does.
    for (riichi, yaku) in [
        (json!(true), 3),
        (json!("riichi"), 3),
        (json!(false), 2),
        (json!("none"), 2),
    ] {
        let reply = score(json!({"win": "2z", "riichi": riichi}));
        assert_eq!(reply.status, 200, "{}", reply.json());
        assert_eq!(reply.json()["han"], yaku, "{riichi}");
    }
    let reply = score(json!({"win": "2z", "riichi": "maybe"}));
    assert_eq!(
        (reply.status, reply.json()["error"]["kind"].as_str()),
        (422, Some("bad_field"))
    );
    let message = reply.json()["error"]["message"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(
        message.contains("`riichi` takes none, riichi or double"),
        "{message}"
    );
    // The same situation as an object, in the library's other spellings, and as words.
    let ways = [
        json!({"win": "2z", "riichi": true, "dora": ["1z"], "sticks": "1"}),
        json!({"winningTile": "2z", "declared": "riichi", "dora_indicators": "1z", "riichi_sticks": 1}),
        json!("win=2z riichi dora=1z sticks=1"),
    ];
    let replies: Vec<Value> = ways.iter().map(|way| score(way.clone()).json()).collect();
    assert_eq!(
        replies[0]["payment"]["total"],
        12_000 + 1_000,
        "{}",
        replies[0]
    );
    assert!(
        replies.iter().all(|reply| *reply == replies[0]),
        "{replies:?}"
    );
    // A situation impossible for the hand: its field, not the hand.
    for situation in [
        json!({"win": "2z", "flowers": 1}),
        json!({"win": "2z", "ippatsu": true}),
        json!({"win": "2z", "dora": "1z1z"}),
    ] {
        let reply = score(situation.clone());
        let error = &reply.json()["error"];
        assert_eq!(
            (
                reply.status,
                error["kind"].as_str(),
                error["field"].as_str()
            ),
            (422, Some("bad_field"), Some("situation")),
            "{situation}"
        );
        documented(&document(), "post", "/v1/score", &reply);
    }
    // Broken framing is a 400 with a sentence, not a body "over" the limit.
    let broken = [
        "POST /v1/check HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\nabc\r\n",
        "POST /v1/check HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: gzip, chunked\r\nConnection: close\r\n\r\n5\r\n{\"ha\r\n0\r\n\r\n",
    ];
    for head in broken {
        let reply = served.raw(head.as_bytes());
        assert_eq!(reply.status, 400, "{head:?}");
    }
    let mut stream = served.connect();
    stream
        .write_all(b"POST /v1/check HTTP/1.1\r\nHost: t\r\nContent-Length: 100\r\n\r\n{\"hand\":")
        .unwrap();
    stream.shutdown(std::net::Shutdown::Write).unwrap();
    let reply = read_reply(&mut stream).expect("an answer");
    assert_eq!(
        (reply.status, reply.json()["error"]["kind"].as_str()),
        (400, Some("malformed_body"))
    );
    documented(&document(), "post", "/v1/check", &reply);
}

#[test]
fn new_inline_rules_are_compiled_at_a_bounded_rate() {
    let served = Served::start(&["--compiles-per-minute", "2"]);
    let ask = |n: usize| {
        let rules = format!("name = \"town-{n}\"\n");
        served.post_json("/v1/check", &json!({"hand": "11m", "rules_toml": rules}))
    };
    assert_eq!(ask(1).status, 200);
    assert_eq!(ask(2).status, 200);
    let refused = ask(3);
    assert_eq!(refused.status, 429);
    assert_eq!(refused.json()["error"]["kind"], "too_many_compiles");
    assert!(refused.header("retry-after").is_some());
    documented(&document(), "post", "/v1/check", &refused);
    // Those compiled are cached, and bad rules cost no compile.
    assert_eq!(ask(1).status, 200);
    let bad = served.post_json("/v1/check", &json!({"hand": "11m", "rules_toml": "x = 1"}));
    assert_eq!(bad.json()["error"]["kind"], "bad_rules");
}

#[test]
fn connections_beyond_the_bound_wait_their_turn() {
    let served = Served::start(&["--max-connections", "2"]);
    let held: Vec<_> = (0..2).map(|_| served.connect()).collect();
    std::thread::sleep(Duration::from_millis(200));
    let mut waiting = served.connect();
    waiting
        .set_read_timeout(Some(Duration::from_millis(500)))
        .unwrap();
    waiting
        .write_all(b"GET /healthz HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
        .unwrap();
    assert!(
        read_reply(&mut waiting).is_none(),
        "a third connection was served"
    );
    drop(held);
    waiting
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    let reply = read_reply(&mut waiting).expect("served once one closed");
    assert_eq!(reply.status, 200);
}

#[test]
fn sigterm_stops_it_cleanly() {
    let served = Served::start(&[]);
    assert_eq!(served.get("/healthz").status, 200);
    let started = Instant::now();
    assert!(served.terminate(), "exit 0 on SIGTERM");
    assert!(started.elapsed() < Duration::from_secs(5));
}

#[test]
fn the_page_and_its_assets_are_served() {
    let served = Served::start(&[]);
    for (path, kind) in [
        ("/", "text/html"),
        ("/app.js", "text/javascript"),
        ("/style.css", "text/css"),
    ] {
        let reply = served.get(path);
        assert_eq!(reply.status, 200, "{path}");
        assert!(
            reply.header("content-type").unwrap().starts_with(kind),
            "{path}"
        );
        assert!(reply.body.len() > 500, "{path} has content");
    }
    // Nothing is fetched from elsewhere: the page works offline.
    let page = served.get("/").body + &served.get("/app.js").body;
    assert!(!page.contains("http://") && !page.contains("https://") && !page.contains("//cdn"));
}

/// The examples of the README and docs/serve.md: each `curl -s localhost:8080/PATH -d
/// 'BODY'` line, asked of a server, answers the JSON of the `json` block after it.
#[test]
fn the_examples_in_the_docs_answer_as_shown() {
    let pages = [
        include_str!("../../../README.md"),
        include_str!("../../../docs/serve.md"),
    ];
    let served = Served::start(&[]);
    let mut lines = pages.iter().flat_map(|page| page.lines());
    let mut checked = 0;
    while let Some(line) = lines.next() {
        let Some(rest) = line.strip_prefix("curl -s localhost:8080") else {
            continue;
        };
        let (path, body) = rest.split_once(" -d '").expect("curl URL -d 'BODY'");
        let body = body.strip_suffix('\'').expect("the body quoted");
        // The shell passes `\n` in single quotes as written: JSON reads it.
        let shown: String = (lines.by_ref())
            .skip_while(|l| *l != "```json")
            .skip(1)
            .take_while(|l| *l != "```")
            .collect();
        let shown: Value = serde_json::from_str(&shown).expect("the shown answer is JSON");
        let reply = served.post(path, body);
        assert_eq!(reply.json(), shown, "{line}");
        checked += 1;
    }
    assert!(checked >= 5, "the pages' examples: {checked}");
}

/// A rules file that cannot be read, a timeout out of range, an address in use: a
/// message and exit 2, nothing served.
#[test]
fn bad_options_are_refused_before_serving() {
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_hupai"))
            .arg("serve")
            .args(args)
            .output()
            .expect("hupai runs")
    };
    let served = Served::start(&[]);
    for (args, says) in [
        (
            vec!["--addr", "127.0.0.1:0", "--rules", "no/such/rules.toml"],
            "cannot read rules file",
        ),
        (
            vec!["--addr", "127.0.0.1:0", "--timeout", "0"],
            "0.001 to 3600",
        ),
        (
            vec!["--addr", "127.0.0.1:0", "--timeout", "NaN"],
            "0.001 to 3600",
        ),
        (vec!["--addr", served.addr.as_str()], "cannot listen"),
    ] {
        let output = run(&args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(says), "{args:?}: {stderr}");
    }
}

/// `--log`: a line on standard error for each request, status and time.
#[test]
fn log_writes_a_line_a_request() {
    let log = std::env::temp_dir().join(format!("hupai-serve-log-{}", std::process::id()));
    let stderr = std::fs::File::create(&log).unwrap();
    let served = Served::start_with_stderr(&["--log"], stderr.into());
    assert_eq!(served.post("/v1/check", r#"{"hand": "11x"}"#).status, 422);
    drop(served);
    let written = std::fs::read_to_string(&log).unwrap();
    std::fs::remove_file(&log).unwrap();
    let line = written
        .lines()
        .find(|l| l.starts_with("POST "))
        .expect("a line");
    assert!(
        line.starts_with("POST /v1/check 422 ") && line.ends_with(" ms"),
        "{line}"
    );
}

/// The `Situation` schema the library's one list of fields makes: a property per
/// field, its doc and the systems that count it in the description; or the words
/// form as one string.
fn situation_schema() -> Value {
    use hupai::scoring::{FIELDS, FieldKind};
    let mut properties = serde_json::Map::new();
    for field in FIELDS {
        let counted = field.counted_by().join(", ");
        let description = format!("{} Counted by {counted}.", field.doc());
        let mut schema = match field.kind() {
            FieldKind::Tile | FieldKind::Wind => json!({"type": "string"}),
            FieldKind::Tiles => json!({"anyOf": [
                {"type": "string"},
                {"type": "array", "items": {"type": "string"}, "maxItems": 5},
            ]}),
            FieldKind::Flag => json!({"type": "boolean", "default": false}),
            FieldKind::Count => {
                json!({"type": "integer", "minimum": 0, "maximum": 255, "default": 0})
            }
            FieldKind::SuitCounts => json!({
                "type": "array",
                "items": {"type": "integer", "minimum": 0, "maximum": 4},
                "minItems": 3,
                "maxItems": 3,
            }),
            FieldKind::Declaration => json!({"anyOf": [
                {"type": "boolean"},
                {"type": "string", "enum": ["none", "riichi", "double"]},
            ], "default": "none"}),
            other => panic!("no schema for {other:?}"),
        };
        if matches!(field.kind(), FieldKind::Wind | FieldKind::Tiles) {
            schema["default"] = field.default().into();
        }
        schema["description"] = description.into();
        properties.insert(field.name().into(), schema);
    }
    json!({
        "anyOf": [
            {"type": "object", "properties": properties, "required": [], "additionalProperties": false},
            {"type": "string", "description": "The words form: `win=6s seat=south riichi dora=1m` (a flag or riichi bare)."},
        ],
        "description": "The situation of the win, by hupai's one list of situation fields (`GET /v1/situation`; `hupai score`'s options): an object of fields (their aliases, such as `seat_wind`, and camelCase read too; a value may also be text), or the words form. A field left out takes its default; the winning tile's is the last tile written.",
    })
}

/// The document's `Situation` is the library's list; `HUPAI_UPDATE_OPENAPI=1`
/// rewrites it there.
#[test]
fn the_documented_situation_is_the_librarys_list() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/serve/openapi.json");
    let text = std::fs::read_to_string(path).unwrap();
    let mut doc: Value = serde_json::from_str(&text).unwrap();
    let fresh = situation_schema();
    if std::env::var_os("HUPAI_UPDATE_OPENAPI").is_some() {
        doc["components"]["schemas"]["Situation"] = fresh.clone();
        let written = serde_json::to_string_pretty(&doc).unwrap() + "\n";
        std::fs::write(path, written).unwrap();
    }
    assert_eq!(
        doc["components"]["schemas"]["Situation"], fresh,
        "stale: HUPAI_UPDATE_OPENAPI=1 cargo test -p hupai-cli --test serve documented_situation"
    );
    let served = Served::start(&[]);
    let reply = served.get("/v1/situation");
    let listed = documented(&doc, "get", "/v1/situation", &reply);
    let names: Vec<&str> = (listed["fields"].as_array().unwrap().iter())
        .map(|f| f["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        hupai::scoring::FIELDS
            .iter()
            .map(|f| f.name())
            .collect::<Vec<_>>()
    );
}
