//! The embedded assets: the playground page, its script and style, and the API's
//! OpenAPI document. Nothing is read from the disk or fetched from elsewhere.

use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};

/// An embedded asset of `content_type`.
fn asset(content_type: &'static str, body: &'static str) -> Response {
    let mut response = body.into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    response
}

/// `GET /`: the playground.
pub async fn index() -> Response {
    asset("text/html; charset=utf-8", include_str!("page/index.html"))
}

/// `GET /app.js`: the page's script (tiles drawn as SVG, the API asked).
pub async fn script() -> Response {
    asset(
        "text/javascript; charset=utf-8",
        include_str!("page/app.js"),
    )
}

/// `GET /style.css`.
pub async fn style() -> Response {
    asset("text/css; charset=utf-8", include_str!("page/style.css"))
}

/// `GET /v1/openapi.json`: the API's description, which the tests hold it to.
pub async fn openapi() -> Response {
    asset("application/json", include_str!("openapi.json"))
}
