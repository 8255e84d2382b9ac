#!/usr/bin/env python3
"""MarketFeed's QuotationFeed against an API 2.0 server this project did not write.

The server is Python's `websockets` library (pinned in check-websocket-peer.requirements.txt) playing Bithumb's
API 2.0 as its documentation and the captures describe it: the subscription request is checked (ticket, type and
codes, format), every frame is a binary message of UTF-8 JSON in the DEFAULT format, a snapshot of each subscribed
code comes first and realtime frames follow, the orderbook `timestamp` is in microseconds, trades carry an 18-digit
`sequential_id`, some volumes are written in exponent form, one bid level has size 0, and `PING` is answered with
{"status":"UP"}. A new request on the same socket replaces the subscription.

`domainkits market --live --url ws://127.0.0.1:PORT/websocket/v1` follows it. Its printed board, books and trades
are then checked against what the server sent: every price, traded value (floor of value / 1,000,000, as
"1,234백만"), book touch and level count, trade time (KST), side and exact quantity must be one the server sent, the
board in descending traded value, the re-subscription on the same socket, keepalives answered, every frame read as
binary and none malformed, and a clean close.

    check-websocket-peer.py DOMAINKITS_BINARY
"""

import asyncio
import json
import random
import re
import sys
from datetime import datetime, timedelta, timezone
from decimal import Decimal

from websockets.asyncio.server import serve
from websockets.exceptions import ConnectionClosed

KST = timezone(timedelta(hours=9))
UPDATES = 10


class Raw(str):
    """A number written into the JSON text as is (exponent form, trailing zeros), never through a float."""


def frame(fields):
    """JSON text with Raw values unquoted."""
    placeholders = {}
    prepared = {}
    for key, value in fields.items():
        if isinstance(value, Raw):
            token = f"@@{len(placeholders)}@@"
            placeholders[token] = str(value)
            prepared[key] = token
        else:
            prepared[key] = value
    text = json.dumps(prepared, ensure_ascii=False)
    for token, raw in placeholders.items():
        text = text.replace(f'"{token}"', raw)
    return text


def grouped(value):
    return f"{value:,}"


class Venue:
    """What the server was asked and what it sent, for the checks."""

    def __init__(self):
        self.connections = 0
        self.requests = []
        self.pings = 0
        self.close_codes = []
        self.abnormal_closes = []
        self.errors = []
        self.tickers = set()  # (code, price text, traded value text)
        self.books = set()  # (code, bid text, ask text, bid count, ask count)
        self.trades = set()  # (code, HH:MM:SS, side, quantity, price text)
        self.rng = random.Random(2026)
        self.prices = {}
        self.clock_ms = int(datetime(2026, 7, 30, 7, 48, 55, tzinfo=timezone.utc).timestamp() * 1000)
        self.sequence = 921046844841158138

    def tick(self):
        self.clock_ms += self.rng.randint(1, 40)
        return self.clock_ms

    def price(self, code, move=True):
        if code not in self.prices:
            self.prices[code] = (self.rng.randint(1_000, 90_000) * 1_000, None)
        price, previous = self.prices[code]
        if previous is None:
            previous = price + self.rng.randint(-50, 50) * 1_000
        if move:
            price = max(1_000, price + self.rng.randint(-3, 3) * 1_000)
        self.prices[code] = (price, previous)
        return price, previous

    def ticker(self, code, stream):
        price, previous = self.price(code, move=stream == "REALTIME")
        now = self.tick()
        local = datetime.fromtimestamp(now / 1000, KST)
        change = price - previous
        direction = "RISE" if change > 0 else "FALL" if change < 0 else "EVEN"
        rate = (Decimal(abs(change)) / Decimal(previous)).quantize(Decimal("0.00000001"))
        signed = rate if change >= 0 else -rate
        value = Decimal(self.rng.randint(10**9, 9 * 10**11)) + Decimal(self.rng.randint(0, 99999)) / 100000
        self.tickers.add((code, grouped(price), grouped(int(value // 1_000_000)) + "백만"))
        return frame({
            "type": "ticker", "code": code, "opening_price": Raw(previous), "high_price": Raw(max(price, previous)),
            "low_price": Raw(min(price, previous)), "trade_price": Raw(price), "prev_closing_price": Raw(previous),
            "change": direction, "change_price": Raw(abs(change)), "signed_change_price": Raw(change),
            "change_rate": Raw(rate), "signed_change_rate": Raw(signed), "trade_volume": Raw("5.0E-4"),
            "acc_trade_volume": Raw("216.56322055"), "acc_trade_volume_24h": Raw("294.09163804"),
            "acc_trade_price": Raw("19834795209.4663"), "acc_trade_price_24h": Raw(value),
            "trade_date": local.strftime("%Y%m%d"), "trade_time": local.strftime("%H%M%S"), "trade_timestamp": now,
            "ask_bid": self.rng.choice(["ASK", "BID"]), "acc_ask_volume": Raw("115.83894934"),
            "acc_bid_volume": Raw("100.72427121"), "highest_52_week_price": Raw(price * 2),
            "highest_52_week_date": "2025-10-09", "lowest_52_week_price": Raw(price // 2),
            "lowest_52_week_date": "2026-02-06", "market_state": "ACTIVE", "is_trading_suspended": False,
            "market_warning": "NONE", "timestamp": now + 2, "stream_type": stream,
        })

    def orderbook(self, code, stream):
        price, _ = self.price(code, move=False)
        units = []
        zero_at = self.rng.randint(1, 14)
        for index in range(15):
            bid_size = "0.0000" if index == zero_at else f"{self.rng.randint(1, 99999) / 10000:.4f}"
            units.append({"ask_price": price + 1_000 * (index + 1), "bid_price": price - 1_000 * index,
                          "ask_size": float(f"{self.rng.randint(1, 99999) / 10000:.4f}"), "bid_size": Raw(bid_size)})
        best_bid = units[0]["bid_price"] if zero_at != 0 else units[1]["bid_price"]
        self.books.add((code, grouped(best_bid), grouped(units[0]["ask_price"]), 14, 15))
        body = frame({"type": "orderbook", "code": code, "total_ask_size": Raw("3.4039"),
                      "total_bid_size": Raw("0.0852"), "orderbook_units": "@@units@@", "level": 1,
                      "timestamp": self.tick() * 1000 + self.rng.randint(0, 999), "stream_type": stream})
        units_text = "[" + ", ".join(frame(unit) for unit in units) + "]"
        return body.replace('"@@units@@"', units_text)

    def trade(self, code, stream):
        price, previous = self.price(code, move=False)
        now = self.tick()
        local = datetime.fromtimestamp(now / 1000, KST)
        side = self.rng.choice(["ASK", "BID"])
        quantity = self.rng.choice([Raw("5.0E-4"), Raw(f"{self.rng.randint(1, 99999999) / 10**8:.8f}")])
        self.sequence += self.rng.randint(1, 1000)
        self.trades.add((code, local.strftime("%H:%M:%S"), "매수" if side == "BID" else "매도",
                         Decimal(str(quantity)), grouped(price)))
        change = price - previous
        return frame({
            "type": "trade", "code": code, "trade_price": Raw(price), "trade_volume": quantity, "ask_bid": side,
            "prev_closing_price": Raw(previous), "change": "RISE" if change > 0 else "FALL" if change < 0 else "EVEN",
            "change_price": Raw(abs(change)), "trade_date": local.strftime("%Y-%m-%d"),
            "trade_time": local.strftime("%H:%M:%S"), "trade_timestamp": now, "timestamp": now + 1,
            "sequential_id": Raw(self.sequence), "stream_type": stream,
        })

    @staticmethod
    def parse_request(text):
        """The subscription, or the documented error name for a request the venue refuses."""
        try:
            request = json.loads(text)
        except ValueError:
            return None, "WRONG_FORMAT"
        if not isinstance(request, list) or not request or not all(isinstance(item, dict) for item in request):
            return None, "WRONG_FORMAT"
        if not isinstance(request[0].get("ticket"), str) or not request[0]["ticket"]:
            return None, "NO_TICKET"
        subscription = {"ticker": [], "orderbook": [], "trade": [], "format": "DEFAULT"}
        for item in request[1:]:
            if "format" in item:
                if item["format"] not in ("DEFAULT", "SIMPLE"):
                    return None, "INVALID_PARAM"
                subscription["format"] = item["format"]
                continue
            if "type" not in item:
                return None, "NO_TYPE"
            if "codes" not in item:
                return None, "NO_CODES"
            if item["type"] not in ("ticker", "orderbook", "trade") or not item["codes"]:
                return None, "INVALID_PARAM"
            subscription[item["type"]] = [code.split(".")[0] for code in item["codes"]]
        return subscription, None


async def play(venue, websocket, subscription):
    """The snapshot of every subscribed code, then realtime frames 2 ms apart, all as binary messages."""
    for code in subscription["ticker"]:
        await websocket.send(venue.ticker(code, "SNAPSHOT").encode())
    for code in subscription["orderbook"]:
        await websocket.send(venue.orderbook(code, "SNAPSHOT").encode())
    for code in subscription["trade"]:
        await websocket.send(venue.trade(code, "SNAPSHOT").encode())
    while True:
        await asyncio.sleep(0.002)
        roll = venue.rng.random()
        if roll < 0.5 and subscription["ticker"]:
            text = venue.ticker(venue.rng.choice(subscription["ticker"]), "REALTIME")
        elif roll < 0.8 and subscription["orderbook"]:
            text = venue.orderbook(venue.rng.choice(subscription["orderbook"]), "REALTIME")
        elif subscription["trade"]:
            text = venue.trade(venue.rng.choice(subscription["trade"]), "REALTIME")
        else:
            continue
        await websocket.send(text.encode())


async def handle(venue, websocket):
    if websocket.request.path != "/websocket/v1":
        await websocket.close(1008, "unknown path")
        return
    venue.connections += 1
    player = None
    try:
        async for message in websocket:
            if message == "PING":
                venue.pings += 1
                await websocket.send('{"status":"UP"}'.encode())
                continue
            text = message if isinstance(message, str) else message.decode()
            subscription, error = Venue.parse_request(text)
            venue.requests.append(subscription or {"error": error, "text": text})
            if error:
                venue.errors.append(error)
                await websocket.send(json.dumps({"error": {"name": error, "message": "refused"}}).encode())
                continue
            if player:
                player.cancel()
            player = asyncio.create_task(play(venue, websocket, subscription))
    except ConnectionClosed as closed:
        # `async for` ends quietly on a clean close (both close frames exchanged); anything else is abnormal:
        # a client that closed the socket without the closing handshake (1006), or before the server's answer.
        venue.abnormal_closes.append(repr(closed))
    finally:
        if player:
            player.cancel()
        venue.close_codes.append(websocket.close_code)


def check(venue, output, returncode, board_codes):
    failures = []

    def expect(condition, message):
        if not condition:
            failures.append(message)

    expect(returncode == 0, f"domainkits exited with {returncode}")
    expect(venue.connections == 1, f"{venue.connections} connections (one socket expected)")
    expect(not venue.errors, f"the server refused requests: {venue.errors}")
    expect(len(venue.requests) == 2, f"{len(venue.requests)} subscription requests (2 expected)")
    if len(venue.requests) == 2:
        first, second = venue.requests
        expect(sorted(first["ticker"]) == sorted(board_codes), f"tickers subscribed: {first['ticker']}")
        expect(first["orderbook"] == ["KRW-BTC"] and first["trade"] == ["KRW-BTC"], f"first request: {first}")
        expect(second["orderbook"] == ["KRW-ETH"] and second["trade"] == ["KRW-ETH"], f"second request: {second}")
        expect(sorted(second["ticker"]) == sorted(board_codes), "the board's tickers kept on re-subscribing")
    expect(venue.pings >= 1, "no PING keepalive received")
    expect(all(code in (1000, 1001) for code in venue.close_codes), f"close codes {venue.close_codes}")
    expect(not venue.abnormal_closes, f"closes without the closing handshake: {venue.abnormal_closes}")

    updates = re.findall(r"^Update (\d+):", output, re.M)
    expect(updates == [str(n) for n in range(1, UPDATES + 1)], f"updates printed: {updates}")
    rows = re.findall(r"^  \S.*?(KRW-[A-Z0-9]+)\s+([\d,.]+) [▲▼ ]\s+\S+%\s+([\d,]+백만)$", output, re.M)
    expect(len(rows) == 5 * UPDATES, f"{len(rows)} board rows printed ({5 * UPDATES} expected)")
    for code, price, value in rows:
        expect((code, price, value) in venue.tickers, f"board row {code} {price} {value} was never sent")
    blocks = output.split("\nUpdate ")[1:]
    for block in blocks:
        values = [int(value[:-2].replace(",", "")) for _, _, value in
                  re.findall(r"(KRW-[A-Z0-9]+)\s+([\d,.]+) [▲▼ ]\s+\S+%\s+([\d,]+백만)", block)]
        expect(values == sorted(values, reverse=True), f"board not in descending traded value: {values}")
    books = re.findall(r"(KRW-[A-Z]+) book: bid ([\d,]+) / ask ([\d,]+), (\d+)\+(\d+) levels", output)
    expect(len(books) == UPDATES, f"{len(books)} books printed")
    for code, bid, ask, bids, asks in books:
        expect((code, bid, ask, int(bids), int(asks)) in venue.books, f"book {code} {bid}/{ask} was never sent")
    opened = output.split("Opening KRW-ETH")
    expect(len(opened) == 2, "the demo did not open KRW-ETH")
    if len(opened) == 2:
        expect(all(code == "KRW-BTC" for code in re.findall(r"(KRW-[A-Z]+) book:", opened[0])),
               "a book other than KRW-BTC before opening ETH")
        expect(re.findall(r"(KRW-[A-Z]+) book:", opened[1])[-1:] == ["KRW-ETH"], "KRW-ETH's book never shown")
    trades = re.findall(r"(KRW-[A-Z]+) trade (\d\d:\d\d:\d\d) (매수|매도) ([\d.E-]+) @ ([\d,]+)", output)
    expect(trades, "no trade rows printed")
    for code, time, side, quantity, price in trades:
        expect((code, time, side, Decimal(quantity), price) in venue.trades,
               f"trade {code} {time} {side} {quantity} @ {price} was never sent")
    metrics = re.search(r"(\d+) messages \((\d+) binary\).* (\d+) errors, (\d+) malformed", output)
    expect(metrics is not None, "no metrics line")
    if metrics:
        messages, binary, errors, malformed = map(int, metrics.groups())
        expect(messages == binary and messages > 0, f"{messages} messages, {binary} binary")
        expect(errors == 0 and malformed == 0, f"{errors} errors, {malformed} malformed")
    return failures


async def main(binary):
    venue = Venue()
    async with serve(lambda websocket: handle(venue, websocket), "127.0.0.1", 0) as server:
        port = server.sockets[0].getsockname()[1]
        process = await asyncio.create_subprocess_exec(
            binary, "market", "--live", "--url", f"ws://127.0.0.1:{port}/websocket/v1",
            "--updates", str(UPDATES), "--keepalive", "1",
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT)
        stdout, _ = await asyncio.wait_for(process.communicate(), timeout=120)
        await asyncio.sleep(0.5)
    output = stdout.decode()
    print(output)
    subscribed = re.search(r"Subscribing to (\d+) KRW tickers", output)
    board_codes = venue.requests[0]["ticker"] if venue.requests and "ticker" in venue.requests[0] else []
    failures = check(venue, output, process.returncode, board_codes)
    if subscribed is None or int(subscribed.group(1)) != len(board_codes):
        failures.append("the subscribed ticker count differs from the demo's board")
    print(f"server: {venue.connections} connection(s), {len(venue.requests)} request(s), {venue.pings} PING(s), "
          f"close codes {venue.close_codes}; sent {len(venue.tickers)} tickers, {len(venue.books)} books, "
          f"{len(venue.trades)} trades")
    if failures:
        print("FAILED:\n  " + "\n  ".join(failures))
        sys.exit(1)
    print("QuotationFeed against the websockets library's server: every printed value was sent, OK")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    asyncio.run(main(sys.argv[1]))
