-- wrk: one hand a request, the same JSON a server would send (keep-alive).
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"hand":"123m456p789s11122z"}'
