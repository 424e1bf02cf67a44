//! The API's errors: an HTTP status and a JSON body saying what was wrong and where,
//! `{"error": {"kind": "bad_rules", "message": "...", "line": 3, "column": 9}}`.

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use hupai::rules::RulesError;
use serde::Serialize;

/// An answer other than the one asked for.
#[derive(Debug, Serialize)]
pub struct ApiError {
    #[serde(skip)]
    pub status: StatusCode,
    /// What kind of error, for a program: `malformed_json`, `bad_hand`, …
    pub kind: &'static str,
    /// What was wrong, for a person.
    pub message: String,
    /// Where in the rules text (1-based), for bad inline rules.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub column: Option<usize>,
    /// Which field of the request, where one is to blame.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub field: Option<&'static str>,
}

impl ApiError {
    /// An error of `kind` with `status`.
    pub fn new(status: StatusCode, kind: &'static str, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            kind,
            message: message.into(),
            line: None,
            column: None,
            field: None,
        }
    }

    /// A request field whose value is wrong: `melds "111p,78s": ...`.
    pub fn field(field: &'static str, value: &str, error: impl std::fmt::Display) -> ApiError {
        let message = format!("{field} {:?}: {error}", crate::batch::excerpt(value));
        ApiError {
            field: Some(field),
            ..ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "bad_field", message)
        }
    }

    /// Rules that cannot be used; with the text they were read from, where in it.
    pub fn bad_rules(error: &RulesError, text: Option<&str>) -> ApiError {
        let kind = match error {
            RulesError::UnknownBuiltin { .. } => "unknown_rules",
            _ => "bad_rules",
        };
        let (line, column) = text.map_or((None, None), |text| position(error, text));
        ApiError {
            line,
            column,
            ..ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, kind, error.to_string())
        }
    }

    /// No turn on the work pool (or for a build) came before the deadline.
    pub fn busy() -> ApiError {
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "busy",
            "the server is busy: retry later",
        )
    }

    /// The compile budget for inline rules is spent for now.
    pub fn too_many_compiles() -> ApiError {
        ApiError::new(
            StatusCode::TOO_MANY_REQUESTS,
            "too_many_compiles",
            "too many new inline rules compiled this minute: retry later, or name a \
             built-in set or one `hupai serve --rules` loaded",
        )
    }

    /// Something that should not happen.
    pub fn internal(message: &str) -> ApiError {
        ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", message)
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        #[derive(Serialize)]
        struct Body<'a> {
            error: &'a ApiError,
        }
        let body = serde_json::to_vec(&Body { error: &self }).unwrap_or_default();
        let mut response = (self.status, body).into_response();
        let headers = response.headers_mut();
        headers.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        );
        if self.status == StatusCode::TOO_MANY_REQUESTS {
            headers.insert(header::RETRY_AFTER, HeaderValue::from_static("5"));
        }
        response
    }
}

/// Where in `text` a rules error is: the line and column a TOML error names, or the
/// line that sets the field a validation error names.
fn position(error: &RulesError, text: &str) -> (Option<usize>, Option<usize>) {
    match error {
        RulesError::Toml(message) => {
            let number = |after: &str| -> Option<usize> {
                let rest = message.split_once(after)?.1;
                let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
                digits.parse().ok()
            };
            (number("line "), number("column "))
        }
        RulesError::Invalid { field, .. } => match line_setting(field, text) {
            Some(line) => (Some(line), Some(1)),
            None => (None, None),
        },
        _ => (None, None),
    }
}

/// The line (1-based) that sets `field` (`jokers.stand_in`: the key `stand_in`, or a
/// `[jokers]` table), or opens its table.
fn line_setting(field: &str, text: &str) -> Option<usize> {
    let key = field.rsplit('.').next().unwrap_or(field);
    let table = format!("[{field}]");
    (text.lines())
        .position(|line| {
            let line = line.trim_start();
            let named = line
                .strip_prefix(key)
                .is_some_and(|rest| rest.trim_start().starts_with('='));
            named || line.starts_with(&table)
        })
        .map(|index| index + 1)
}
