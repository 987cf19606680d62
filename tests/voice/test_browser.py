"""The browser client in a real headless Chromium (Debian's /usr/bin/chromium, driven by Playwright).

Type a message, see the streamed reply, confirm a pending fact, end the session and see the profile
change once the in-process worker has processed it. Speech APIs do not exist in headless Chromium,
so the page falls back to typed input, which is what this test uses.

What a user once saw that this test did not look at: the app showing under the token form
before login, a status line stuck on "remembering...", an emoji icon drawn as a box without an emoji
font, and a request answered 404. Each is asserted here.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from companion.config import Settings
from companion.extraction.offline import OfflineProposer
from companion.memory import Memory
from companion.model import Outcome, UserId
from companion.pipeline import JOB_KIND, session_job_handler
from companion.recall.embedder import Embedder
from companion.store.database import Database
from companion.voice.ports import StoreReview
from companion.voice.responders import OfflineResponder
from companion.voice.server import running_server
from companion.voice.services import Services
from companion.worker import Worker
from tests.store.fact_helpers import make_session, verdict, write
from tests.voice.conftest import token_for

if TYPE_CHECKING:
    from playwright.async_api import ConsoleMessage, Page, Request, Response

CHROMIUM = Path("/usr/bin/chromium")
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium at /usr/bin/chromium"),
]


# The parts of the app; none of them may show before a token has been accepted.
APP_PARTS = (
    "#main-view",
    "#talk",
    "#conversation",
    "#say-form",
    "#controls",
    "#profile-view",
    "#review-view",
)
# The status line once the profile has been rebuilt after a session ends (app.js, `profile`).
STATUS_PROFILE_UPDATED = "session ended — profile updated"
# Extended_Pictographic is the emoji range; without an emoji font Chromium draws those as a box.
HAS_EMOJI_JS = r"(el) => /\p{Extended_Pictographic}/u.test(el.textContent)"
# Whether the browser would draw any of the element (display, visibility, opacity and ancestors).
SHOWN_JS = "(el) => el.checkVisibility({opacityProperty: true, visibilityProperty: true})"


def watch_problems(page: Page) -> list[str]:
    """Every response >= 400, failed request and console error of `page` from now on."""
    problems: list[str] = []

    def on_response(response: Response) -> None:
        if response.status >= 400:
            problems.append(f"{response.status} {response.url}")

    def on_failed(request: Request) -> None:
        problems.append(f"failed {request.url}: {request.failure}")

    def on_console(message: ConsoleMessage) -> None:
        if message.type == "error":
            # A favicon fetch raises no response event, only this console error; its url says which.
            problems.append(f"console error: {message.text} ({message.location['url']})")

    page.on("response", on_response)
    page.on("requestfailed", on_failed)
    page.on("console", on_console)
    return problems


@pytest.fixture
async def served(private_db: Database, embedder: Embedder, settings: Settings) -> AsyncIterator[str]:
    """A server on the private database with an in-process worker running the real pipeline."""
    memory = Memory(private_db, embedder)
    worker = Worker(
        private_db, {JOB_KIND: session_job_handler(memory, OfflineProposer())}, poll_interval_s=0.5
    )
    services = Services(
        settings=settings,
        db=private_db,
        memory=memory,
        responder=OfflineResponder(delay_s=0.01),
        review=StoreReview(private_db),
        on_job_queued=worker.wake,
    )
    stop = asyncio.Event()
    task = asyncio.create_task(worker.run(stop))
    try:
        async with running_server(services) as url:
            yield url.replace("ws://", "http://")
    finally:
        stop.set()
        await task
        await memory.close()


async def test_before_login_only_the_token_form_shows(served: str) -> None:
    """Without a token the login form shows and no part of the app is drawn; nothing 404s."""
    from playwright.async_api import async_playwright, expect

    async with async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        try:
            page = await browser.new_page()
            problems = watch_problems(page)
            await page.goto(f"{served}/", wait_until="load")
            await expect(page.locator("#login-form")).to_be_visible()
            assert await page.locator("#main-view").evaluate("(el) => getComputedStyle(el).display") == "none"
            shown = {part: await page.locator(part).evaluate(SHOWN_JS) for part in APP_PARTS}
            assert not any(shown.values()), f"app parts drawn before login: {shown}"
            # Without a declared icon Chromium asks for /favicon.ico (a 404), after load.
            await expect(page.locator("link[rel=icon]")).to_have_count(1)
            icon = await page.locator("link[rel=icon]").get_attribute("href")
            assert icon is not None
            fetched = await page.request.get(f"{served}{icon}")
            assert fetched.ok, f"{icon}: {fetched.status}"
            await page.wait_for_timeout(500)
            assert problems == []
        finally:
            await browser.close()


async def test_talk_review_and_profile_in_chromium(
    served: str, private_db: Database, user_id: UserId
) -> None:
    """Typed turn -> streamed reply with recall column; confirm a pending fact; end -> profile changes."""
    from playwright.async_api import async_playwright, expect

    past = await make_session(
        private_db, user_id, [("user", "I started at Globex")], datetime(2025, 3, 1, tzinfo=UTC)
    )
    assert past.session_id is not None
    async with private_db.user(user_id) as conn:
        await write(
            conn, user_id, past, [verdict(Outcome.PENDING, "User works at Globex", quote="started at Globex")]
        )

    async with async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        try:
            page = await browser.new_page()
            problems = watch_problems(page)
            await page.goto(f"{served}/?token={token_for(user_id)}")
            await expect(page.locator("#main-view")).to_be_visible(timeout=10_000)
            await expect(page.locator("#login-view")).to_be_hidden()
            # The microphone button is hidden here (no speech API headless) but its content is fixed.
            mic = page.locator("#mic")
            assert not await mic.evaluate(HAS_EMOJI_JS), await mic.text_content()
            await expect(mic.locator("svg")).to_have_count(1)
            await expect(page.locator("#text")).to_be_enabled(timeout=10_000)
            await expect(page.locator("#profile")).to_have_text("(no profile yet)")

            await page.fill("#text", "I am learning to play the cello.")
            await page.press("#text", "Enter")
            reply = page.locator(".turn.assistant.done .text").first
            await expect(reply).to_contain_text("offline responder", timeout=10_000)
            await expect(reply).to_contain_text("cello")
            await expect(page.locator(".turn.assistant .recalled li").first).to_be_visible()

            item = page.locator(".review-item")
            await expect(item).to_have_count(1, timeout=10_000)
            await expect(item).to_contain_text("User works at Globex")
            await expect(item.locator("blockquote")).to_contain_text("started at Globex")
            await item.locator("button.confirm").click()
            await expect(page.locator(".review-item")).to_have_count(0, timeout=10_000)

            await page.click("#end")
            await expect(page.locator("#profile")).to_contain_text("Globex", timeout=30_000)
            await expect(page.locator("#status")).to_have_text(STATUS_PROFILE_UPDATED, timeout=5_000)
            assert problems == []
        finally:
            await browser.close()
