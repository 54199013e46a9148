"""Browser tests of the web host: each example app, started with --web on a free port,
driven by headless Chromium through Selenium as a user would drive it, with the mouse
and the keyboard.

Run by .ci/browser-tests after `swift build`; SIGNALS_BIN names the directory of the
built executables (.build/debug by default). Each test saves a screenshot of what the
browser showed under .build/browser-screenshots/, also when it fails.
"""

import json
import os
import select
import signal
import subprocess
import tempfile
import unittest
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(os.environ.get("SIGNALS_BIN", ROOT / ".build" / "debug"))
SCREENSHOTS = ROOT / ".build" / "browser-screenshots"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")
# Failure bounds only: every wait ends as soon as the page shows what it waits for.
WAIT = 20
INDEX_WAIT = 120  # search builds its index of every named scalar first


def headless_chromium(width, height):
    """A headless Chromium with a window of `width` by `height`, driven by Selenium."""
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                     "--disable-gpu", f"--window-size={width},{height}"]:
        options.add_argument(argument)
    options.binary_location = CHROMIUM
    return webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)


class App:
    """An example app serving on 127.0.0.1 and a free port, stopped with Ctrl-C.

    The app stops by the signal, as a shell's Ctrl-C expects: Python reports a process
    killed by signal N as the status -N, a shell as 128 + N (130 for Ctrl-C)."""

    def __init__(self, name, *arguments):
        self.name = name
        self.process = subprocess.Popen(
            [str(BIN / name), "--web", *arguments],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        ready, _, _ = select.select([self.process.stdout], [], [], WAIT)
        if not ready:
            self.process.kill()
            raise AssertionError(f"{name} --web printed no address within {WAIT} s")
        line = self.process.stdout.readline()
        words = [word for word in line.split() if word.startswith("http://")]
        if not words:
            self.process.kill()
            raise AssertionError(f"{name} --web printed {line!r}, not an address")
        self.url = words[0]
        # With --inspect, the inspector's address comes first, on standard error.
        self.inspector_url = None
        if "--inspect" in arguments:
            ready, _, _ = select.select([self.process.stderr], [], [], WAIT)
            line = self.process.stderr.readline() if ready else ""
            found = [word for word in line.split() if word.startswith("http://")]
            if not found:
                self.process.kill()
                raise AssertionError(f"{name} --inspect printed {line!r}, not its address")
            self.inspector_url = found[0]
        self.stopped = None  # the status and standard error, once stopped

    def stop(self, number=signal.SIGINT):
        """Sends Ctrl-C, or signal `number`, unless stopped already, and returns the exit
        status and what went to standard error."""
        if self.stopped is not None:
            return self.stopped
        self.process.send_signal(number)
        try:
            _, errors = self.process.communicate(timeout=WAIT)
        except subprocess.TimeoutExpired:
            self.process.kill()
            _, errors = self.process.communicate()
            self.stopped = (None, errors)
            return self.stopped
        self.stopped = (self.process.returncode, errors)
        return self.stopped


class BrowserTest(unittest.TestCase):
    app = None  # the executable's name
    arguments = ()
    width, height = 1024, 768

    def setUp(self):
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        self.server = App(self.app, *self.arguments)
        self.browser = headless_chromium(self.width, self.height)
        self.browser.get(self.server.url)

    def tearDown(self):
        outcome = self._outcome.result
        failed = any(test is self for test, _ in outcome.failures + outcome.errors)
        if failed:
            self.shoot(f"{self.id().split('.')[-1]}-failure")
        self.browser.quit()
        status, errors = self.server.stop()
        self.assertEqual(status, self.stop_status,
                         f"{self.app} did not stop by its signal on Ctrl-C: {errors}")
        self.assertIn("stopped", errors)

    stop_status = -signal.SIGINT  # killed by SIGINT: 130 in a shell

    # What the user sees and does.

    def wait(self, condition, seconds=WAIT, message=""):
        # The page redraws on every screen, so an element found before may be gone: look
        # again rather than fail.
        return WebDriverWait(
            self.browser, seconds, ignored_exceptions=[StaleElementReferenceException]
        ).until(lambda _: condition(), message)

    def find(self, css):
        return self.wait(lambda: self.browser.find_elements(By.CSS_SELECTOR, css), message=css)[0]

    def element(self, element_id):
        return self.find(f'[data-id="{element_id}"]')

    # The page redraws on every screen, and the inspector on every update: an element
    # found a moment ago may be gone by the next call. What a test reads or clicks once,
    # it finds in the same step.

    def read(self, css, name):
        """Property `name` of the element `css` selects, or its attribute when it has no
        such property; None when nothing matches. One script: no redraw comes between."""
        return self.browser.execute_script(
            "const element = document.querySelector(arguments[0]);"
            "if (element === null) return null;"
            "return arguments[1] in element ? element[arguments[1]]"
            "  : element.getAttribute(arguments[1]);", css, name)

    def value(self, element_id, name="value"):
        return self.read(f'[data-id="{element_id}"]', name)

    def text(self, css):
        """The text of the element `css` selects, as it reads on the page."""
        return self.browser.execute_script(
            "const element = document.querySelector(arguments[0]);"
            "return element === null ? null : element.innerText ?? element.textContent;", css)

    def click(self, css):
        """Clicks the element `css` selects, found again if a redraw replaced it."""
        self.wait(lambda: self.find(css).click() or True, message=f"a click on {css}")

    def click_element(self, element_id):
        self.click(f'[data-id="{element_id}"]')

    def click_where(self, css, text):
        """Clicks the first element `css` selects whose text holds `text`, found again
        if a redraw replaced it."""
        def clicked():
            for element in self.browser.find_elements(By.CSS_SELECTOR, css):
                if text in element.text:
                    element.click()
                    return True
            return False
        self.wait(clicked, message=f"a click on {css} holding {text!r}")

    def press(self, element_id, key):
        """Sends `key` to an element, found again if a redraw replaced it."""
        self.wait(lambda: self.element(element_id).send_keys(key) or True,
                  message=f"{key!r} to {element_id!r}")

    def title(self):
        return self.browser.find_element(By.ID, "title").text

    def wait_for_title(self, title):
        self.wait(lambda: self.title() == title, message=f"title {title!r}")

    def page_text(self):
        return self.browser.find_element(By.ID, "elements").text

    def dialog(self):
        dialog = self.browser.find_element(By.ID, "alert")
        return dialog if dialog.get_attribute("open") is not None else None

    def wait_for_dialog(self, title):
        self.wait(lambda: self.dialog() is not None
                  and self.browser.find_element(By.ID, "alert-title").text == title,
                  message=f"dialog {title!r}")
        return self.dialog()

    def address(self):
        """The part of the address after #, as the browser shows it."""
        return self.browser.execute_script("return decodeURIComponent(location.hash)")

    def wait_for_address(self, fragment):
        self.wait(lambda: self.address() == fragment, message=f"address {fragment!r}")

    def focused(self):
        """The data-id of the element with the focus."""
        return self.browser.switch_to.active_element.get_attribute("data-id")

    def wait_for_focus(self, element_id):
        self.wait(lambda: self.focused() == element_id, message=f"the focus on {element_id!r}")

    def keys(self, *keys):
        webdriver.ActionChains(self.browser).send_keys(*keys).perform()

    def shoot(self, name):
        self.browser.save_screenshot(str(SCREENSHOTS / f"{name}.png"))


class FeedbackTests(BrowserTest):
    app = "feedback"

    def test_a_better_good_feedback_earns_the_thank_you(self):
        self.wait_for_title("Movie feedback")
        self.click('input[data-option="polarized"]')
        self.wait(lambda: self.find('input[data-option="polarized"]').is_selected())
        self.click_element("leave feedback")
        self.wait_for_title("How was the movie?")
        self.assertEqual(
            [item.text for item in self.browser.find_elements(By.CSS_SELECTOR, "#breadcrumb li")],
            ["Movie feedback", "How was the movie?"])
        self.assertTrue(self.browser.find_element(By.ID, "breadcrumb").is_displayed())
        # Esc goes back, as the back button does; the keyboard alone gets there again.
        self.keys(Keys.ESCAPE)
        self.wait_for_title("Movie feedback")
        self.wait(lambda: self.browser.switch_to.active_element.get_attribute("data-key")
                  is not None, message="focus on the page's first control")
        self.press("leave feedback", Keys.ENTER)
        self.wait_for_title("How was the movie?")
        self.click_element("really good")
        dialog = self.wait_for_dialog("Thank you")
        self.assertIn("We are glad you liked the movie.", dialog.text)
        self.shoot("feedback-thank-you")
        self.click("#alert button")
        self.wait(lambda: self.dialog() is None)
        self.wait(lambda: "the movie was really good" in self.page_text())

    def test_a_first_page_shows_its_heading_once(self):
        self.wait_for_title("Movie feedback")
        self.assertFalse(self.browser.find_element(By.ID, "breadcrumb").is_displayed())
        self.shoot("feedback-first-page")

    def test_sigterm_stops_the_server_by_that_signal(self):
        self.wait_for_title("Movie feedback")
        status, errors = self.server.stop(signal.SIGTERM)
        self.assertEqual(status, -signal.SIGTERM, errors)  # 143 in a shell
        self.stop_status = -signal.SIGTERM

    def test_back_and_forward_and_a_forward_no_longer_possible(self):
        self.wait_for_title("Movie feedback")
        self.wait_for_address("#/movie-feedback")
        self.click_element("leave feedback")
        self.wait_for_address("#/movie-feedback/how-was-the-movie")
        self.browser.back()
        self.wait_for_title("Movie feedback")
        self.wait_for_focus("leave feedback")
        self.browser.forward()
        self.wait_for_title("How was the movie?")
        self.wait_for_address("#/movie-feedback/how-was-the-movie")
        # The app closes the question itself once answered: Forward cannot open it again,
        # says so, and the address stays on the page shown.
        self.click_element("good")
        self.wait_for_dialog("Thank you")
        self.click("#alert button")
        self.wait(lambda: self.dialog() is None)
        self.wait_for_address("#/movie-feedback")
        self.browser.forward()
        notice = self.find("#notice")
        self.wait(lambda: "nothing to go forward to" in notice.text, message="a notice")
        self.wait_for_address("#/movie-feedback")
        self.assertEqual(self.title(), "Movie feedback")
        self.shoot("feedback-no-forward")


class MusicTests(BrowserTest):
    app = "music"
    width, height = 390, 844  # a phone's width

    def test_an_artist_leads_to_their_albums_and_an_album_is_chosen(self):
        self.wait_for_title("Artists")
        self.assertIn("2 albums", self.text('[data-id="Arvo Pärt"]'))
        self.click_element("Arvo Pärt")
        self.wait_for_title("Arvo Pärt")
        self.assertIn("Tabula Rasa", self.page_text())
        self.shoot("music-albums")
        self.click_element("Alina")
        dialog = self.wait_for_dialog("You chose")
        self.assertIn("Alina", dialog.text)
        self.keys(Keys.ESCAPE)  # the dialog's only action answers it
        self.wait(lambda: self.dialog() is None)
        self.browser.find_element(By.ID, "back").click()
        self.wait_for_title("Artists")

    def test_when_the_server_stops_under_an_alert_start_again_is_on_top(self):
        self.wait_for_title("Artists")
        self.click_element("Arvo Pärt")
        self.wait_for_title("Arvo Pärt")
        self.click_element("Alina")
        self.wait_for_dialog("You chose")
        self.server.stop()
        self.wait(lambda: self.browser.find_element(By.ID, "reload").is_displayed(),
                  message="Start again")
        reload = self.browser.find_element(By.ID, "reload")
        self.assertIsNone(self.dialog())
        self.wait(lambda: self.browser.switch_to.active_element == reload,
                  message="the focus on Start again")
        on_top = self.browser.execute_script("""
            const box = arguments[0].getBoundingClientRect();
            return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            """, reload)
        self.assertEqual(on_top, reload)
        self.shoot("music-server-gone")

    def test_back_under_an_alert_stays_until_the_alert_is_answered(self):
        self.wait_for_title("Artists")
        self.click_element("Arvo Pärt")
        self.wait_for_address("#/artists/arvo-part")
        self.click_element("Alina")
        self.wait_for_dialog("You chose")
        self.browser.back()  # the alert covers the page: the server refuses to leave it
        notice = self.find("#notice")
        self.wait(lambda: "covers page" in notice.text, message="a notice")
        self.wait_for_address("#/artists/arvo-part")
        self.assertEqual(self.title(), "Arvo Pärt")
        self.assertIsNotNone(self.dialog())
        self.keys(Keys.ESCAPE)  # answers the alert
        self.wait(lambda: self.dialog() is None)
        self.browser.back()
        self.wait_for_title("Artists")
        self.wait_for_address("#/artists")

    def open_bjork_with_the_keyboard(self):
        self.wait_for_title("Artists")
        self.wait_for_focus("Aphex Twin")
        self.keys(Keys.ARROW_DOWN * 4)
        self.wait_for_focus("Björk")
        self.keys(Keys.ENTER)
        self.wait_for_title("Björk")

    def test_esc_goes_back_to_the_artist_the_user_came_from(self):
        self.open_bjork_with_the_keyboard()
        self.keys(Keys.ESCAPE)
        self.wait_for_title("Artists")
        self.wait_for_focus("Björk")
        self.keys(Keys.ARROW_DOWN, Keys.ENTER)  # the keyboard goes on from there
        self.wait_for_title("Boards of Canada")

    def test_the_browsers_back_and_forward_go_a_page_and_the_address_follows(self):
        self.wait_for_address("#/artists")
        self.open_bjork_with_the_keyboard()
        self.wait_for_address("#/artists/bjork")
        self.assertEqual(self.browser.title, "Björk")
        self.browser.back()
        self.wait_for_title("Artists")
        self.wait_for_address("#/artists")
        self.wait_for_focus("Björk")  # where the user came from, as after Esc
        self.shoot("music-back")
        self.browser.forward()
        self.wait_for_title("Björk")
        self.wait_for_address("#/artists/bjork")
        self.assertIn("Vespertine", self.page_text())
        # Esc makes a history entry too: Forward opens again what Esc closed.
        self.keys(Keys.ESCAPE)
        self.wait_for_title("Artists")
        self.browser.forward()
        self.wait_for_title("Björk")
        self.assertEqual(self.browser.find_element(By.ID, "notice").is_displayed(), False)


class ReconnectTests(BrowserTest):
    """A reload or a dropped connection resumes the same session, within its grace."""
    app = "music"

    def body(self, name):
        return self.browser.find_element(By.TAG_NAME, "body").get_attribute(f"data-{name}")

    def open_bjork(self):
        self.wait_for_title("Artists")
        self.wait_for_focus("Aphex Twin")
        self.keys(Keys.ARROW_DOWN * 4, Keys.ENTER)
        self.wait_for_title("Björk")
        self.wait_for_address("#/artists/bjork")

    def connection_text(self):
        return self.browser.find_element(By.ID, "connection-text").text

    def test_a_reload_mid_flow_keeps_the_page_the_session_and_the_history(self):
        self.open_bjork()
        session = self.body("session")
        self.browser.refresh()
        self.wait_for_title("Björk")
        self.wait(lambda: self.body("connection") == "open", message="resumed")
        self.assertEqual(self.body("session"), session)
        self.assertEqual(self.address(), "#/artists/bjork")
        self.shoot("music-reloaded")
        self.browser.back()  # the entries from before the reload still go back a page
        self.wait_for_title("Artists")

    def test_a_dropped_socket_reconnects_and_resumes_with_the_focus(self):
        self.open_bjork()
        self.keys(Keys.ARROW_DOWN)
        focus = self.focused()
        self.assertIsNotNone(focus)
        session = self.body("session")
        self.browser.execute_script("""
            window.__seen = [];
            new MutationObserver(() => window.__seen.push(
                document.getElementById("connection-text").textContent))
              .observe(document.getElementById("connection"),
                       { subtree: true, childList: true, characterData: true });
            window.__dropped = window.__signals.socket;
            window.__dropped.close();
            """)
        self.wait(lambda: self.browser.execute_script("""
            const socket = window.__signals.socket;
            return socket !== window.__dropped && socket.readyState === WebSocket.OPEN
              && document.body.dataset.connection === "open";
            """), message="a new socket, resumed")
        seen = self.browser.execute_script("return window.__seen")
        self.assertTrue(any(text.startswith("Reconnecting") for text in seen), seen)
        self.wait_for_title("Björk")
        self.assertEqual(self.body("session"), session)
        self.wait_for_focus(focus)
        self.assertFalse(self.browser.execute_script(
            "return document.getElementById('page').inert"))
        self.keys(Keys.ESCAPE)  # the keyboard works again, and Back finds Björk
        self.wait_for_title("Artists")
        self.wait_for_focus("Björk")

    def test_a_wrong_token_is_refused_and_start_again_opens_a_new_session(self):
        self.wait_for_title("Artists")
        self.wait(lambda: self.body("session") == "1", message="session 1")
        self.browser.execute_script(
            "sessionStorage.setItem('signals.session', '0123456789abcdef0123456789abcdef')")
        self.browser.refresh()
        self.wait(lambda: self.browser.find_element(By.ID, "reload").is_displayed(),
                  message="Start again")
        self.assertIn("The session ended", self.connection_text())
        self.shoot("music-wrong-token")
        self.browser.find_element(By.ID, "reload").click()
        self.wait(lambda: self.body("session") == "2", message="a new session")
        self.wait_for_title("Artists")
        _, errors = self.server.stop()
        self.assertIn("refused a resume: no session to resume", errors)

    def test_a_second_tab_resuming_the_session_takes_it_over_and_the_first_is_told(self):
        self.open_bjork()
        session = self.body("session")
        token = self.browser.execute_script("return sessionStorage.getItem('signals.session')")
        first = self.browser.current_window_handle
        # A tab of its own with the first tab's token, as a duplicated tab has.
        self.browser.switch_to.new_window("tab")
        self.browser.get(self.server.url)
        self.wait_for_title("Artists")
        self.browser.execute_script("sessionStorage.setItem('signals.session', arguments[0])",
                                    token)
        self.browser.refresh()
        self.wait_for_title("Björk")
        self.wait(lambda: self.body("connection") == "open", message="resumed")
        self.assertEqual(self.body("session"), session)
        self.browser.switch_to.window(first)
        self.wait(lambda: "it went on in another tab" in self.connection_text(),
                  message="the first tab told")
        self.assertEqual(self.body("connection"), "closed")
        self.assertTrue(self.browser.find_element(By.ID, "reload").is_displayed())
        self.assertTrue(self.browser.execute_script(
            "return document.getElementById('page').inert"))
        self.shoot("music-taken-over")
        _, errors = self.server.stop()
        self.assertIn(f"session {session} resumed", errors)


    def test_with_the_server_gone_the_page_backs_off_counts_down_and_retries_on_request(self):
        self.wait_for_title("Artists")
        port = self.server.url.rstrip("/").rsplit(":", 1)[1]
        self.server.stop()
        retry = self.find("#retry")
        self.wait(lambda: retry.is_displayed(), message="Retry now")
        self.assertFalse(self.browser.find_element(By.ID, "reload").get_attribute("hidden"))

        def delays():
            return self.browser.execute_script("return window.__signals.retryDelays")

        # Retry now tries at once: each try fails, and the next waits about twice as long.
        for count in range(1, 11):
            self.wait(lambda: len(delays()) >= count
                      and self.connection_text().startswith("Reconnecting in "),
                      message=f"countdown {count}")
            if count < 10:
                retry.click()
        for attempt, delay in enumerate(delays()):
            lowest, highest = (min(500 * 2 ** attempt * share, 30000) for share in (0.75, 1.25))
            self.assertTrue(lowest <= delay <= highest, (attempt, delays()))
        self.assertEqual(delays()[-1], 30000)
        self.assertRegex(self.connection_text(), r"^Reconnecting in (29|30) s… Retry now")
        self.shoot("music-retrying")
        # The server is back, as a new process that knows no session: Retry now finds it
        # at once, where the countdown had half a minute to go.
        self.server = App(self.app, "--port", port)
        retry.click()
        self.wait(lambda: "The session ended" in self.connection_text(), message="ended")
        self.assertFalse(retry.is_displayed())


class ExpiredSessionTests(BrowserTest):
    """A session whose grace period is over has ended: the page says so."""
    app = "music"
    arguments = ("--session-grace", "0")  # a session ends as soon as its socket closes

    def test_a_session_past_its_grace_has_ended_and_start_again_opens_a_new_one(self):
        self.wait_for_title("Artists")
        self.click_element("Arvo Pärt")
        self.wait_for_title("Arvo Pärt")
        self.browser.execute_script("window.__signals.socket.close()")
        self.wait(lambda: "The session ended" in
                  self.browser.find_element(By.ID, "connection-text").text,
                  message="the session ended")
        reload = self.browser.find_element(By.ID, "reload")
        self.assertTrue(reload.is_displayed())
        self.wait(lambda: self.browser.switch_to.active_element == reload,
                  message="the focus on Start again")
        self.shoot("music-session-ended")
        reload.click()
        self.wait_for_title("Artists")
        self.assertEqual(
            self.browser.find_element(By.TAG_NAME, "body").get_attribute("data-session"), "2")


class ProfileTests(BrowserTest):
    app = "profile"
    arguments = ("--latency", "300")  # long enough to show the loading state

    def test_the_users_lead_to_a_users_profile_and_posts(self):
        self.wait_for_title("Users")
        self.click_element("user-1")
        self.wait_for_title("Ingrid Halvorsen")
        self.wait(lambda: "Loading" in self.page_text(), message="a loading state")
        self.wait(lambda: "Bergen" in self.page_text(), message="the profile")
        self.wait(lambda: self.browser.find_elements(By.CSS_SELECTOR, "button.row"),
                  message="the posts")
        self.shoot("profile-user")
        self.keys(Keys.ESCAPE)
        self.wait_for_title("Users")

    def test_going_back_two_entries_at_once_goes_back_two_pages(self):
        self.wait_for_title("Users")
        self.click_element("user-1")
        self.wait_for_title("Ingrid Halvorsen")
        self.click("button.row")  # the first post
        self.wait(lambda: self.title() not in ("Users", "Ingrid Halvorsen"), message="a post")
        self.assertEqual(self.address().count("/"), 3)  # #/users/ingrid-halvorsen/<post>
        self.browser.execute_script("history.go(-2)")
        self.wait_for_title("Users")
        self.wait_for_address("#/users")
        self.wait_for_focus("user-1")
        self.assertFalse(self.browser.find_element(By.ID, "notice").is_displayed())


# A layered graph of 200 nodes as the inspector's server sends it: 40 chains of 5 (a
# source, then operators), made interleaved as an app makes them; every 8th chain's third
# node also takes the chain before's second, and every 10th chain's last the fourth node of
# the chain five before, a merge that has to cross the four chains between.
LARGE_GRAPH_JS = """
const kinds = ["pipe", "signal", "signal", "property", "signal"];
const labels = ["pipe", "map", "filter", "combineLatest", "skipRepeats"];
const nodes = [];
for (let chain = 0; chain < 40; chain++) {
  for (let step = 0; step < 5; step++) {
    const id = chain * 5 + step + 1;
    const inputs = step ? [id - 1] : [];
    if (step === 2 && chain % 8 === 7) inputs.push((chain - 1) * 5 + 2);
    if (step === 4 && chain % 10 === 9) inputs.push((chain - 5) * 5 + 4);
    nodes.push({
      id, inputs, kind: kinds[step], label: labels[step],
      name: step === 0 ? `source ${chain}` : null, type: "String", origin: null,
      events: chain * step, state: chain === 13 && step === 4 ? "failed" : "live",
      observers: 1, value: null, group: null, order: (id * 37) % 200,
    });
  }
}
"""


class InspectorTests(BrowserTest):
    """`profile --web --inspect`: the app in one tab, its inspector in another."""
    app = "profile"
    arguments = ("--inspect",)
    width, height = 1400, 900

    def node_count(self):
        return len(self.browser.find_elements(By.CSS_SELECTOR, "#canvas .node"))

    def headings(self):
        return [element.text for element in
                self.browser.find_elements(By.CSS_SELECTOR, "#canvas .node .label")]

    def test_the_graph_grows_when_a_page_is_pushed_and_shrinks_when_it_is_popped(self):
        self.wait_for_title("Users")
        self.wait(lambda: "@ingridh" in self.page_text(), message="the users")
        app = self.browser.current_window_handle
        self.browser.switch_to.new_window("tab")
        self.browser.get(self.server.inspector_url)
        self.wait(lambda: self.node_count() > 0, message="the graph")
        # The users page's interactor: one box, closed, standing for its nodes.
        interactor = '#canvas .node.group[data-kind="interactor"]'
        self.wait(lambda: "UsersReducer" in (self.text(interactor) or ""),
                  message="the users interactor")
        self.wait(lambda: "groups closed" in self.find("#summary").text, message="the summary")
        before = self.node_count()
        self.shoot("inspector-users")
        self.click(interactor)
        self.click("#toggle-group")
        self.wait(lambda: self.node_count() > before, message="the interactor's nodes")
        self.assertIn("interactor UsersReducer", self.find("#details-fields").text)
        self.shoot("inspector-users-interactor-open")
        self.click("#toggle-group")
        self.wait(lambda: self.node_count() == before, message="the interactor closed")

        self.browser.switch_to.window(app)
        self.click_element("user-1")
        self.wait_for_title("Ingrid Halvorsen")
        self.wait(lambda: "Bergen" in self.page_text(), message="the profile")
        inspector = [handle for handle in self.browser.window_handles if handle != app][0]
        self.browser.switch_to.window(inspector)
        self.wait(lambda: self.node_count() > before, message="the user's page's nodes")
        grown = self.node_count()
        self.shoot("inspector-user")

        # A node's details: its kind and type, and where it was made.
        self.click("#canvas .node")
        self.wait(lambda: self.find("#details").is_displayed(), message="the details")
        self.wait(lambda: "looking it up" not in self.find("#details-fields").text,
                  message="where the node was made")
        self.assertIn("Type", self.find("#details-fields").text)
        self.assertIn("hidden", self.find("#details-fields").text)  # no --inspect-values
        self.shoot("inspector-details")

        # Find dims what does not match.
        self.find("#filter").send_keys("UsersCommand")
        self.wait(lambda: "match" in self.find("#summary").text, message="the matches")
        dimmed = self.browser.find_elements(By.CSS_SELECTOR, "#canvas .node.dimmed")
        self.assertTrue(0 < len(dimmed) < grown)
        self.find("#filter").clear()

        self.browser.switch_to.window(app)
        self.keys(Keys.ESCAPE)
        self.wait_for_title("Users")
        self.browser.switch_to.window(inspector)
        self.wait(lambda: self.node_count() == before, message="the user's page's nodes gone")

    def test_a_graph_of_200_nodes_is_laid_out_left_to_right_in_layers_without_overlaps(self):
        self.browser.get(self.server.inspector_url)
        self.wait(lambda: self.node_count() > 0, message="the graph")
        laid = self.browser.execute_script(LARGE_GRAPH_JS + """
            const layout = Layout.layout(nodes);
            const at = (id) => layout.positions.get(id);
            return {
              edges: nodes.flatMap((node) => node.inputs.map((input) => [at(input), at(node.id)])),
              boxes: nodes.map((node) => at(node.id)),
              size: [Layout.width, Layout.height],
            };""")
        boxes, (width, height) = laid["boxes"], laid["size"]
        self.assertEqual(len(boxes), 200)
        # Every edge goes left to right: sources on the left, each node right of its inputs.
        self.assertTrue(all(input["x"] + width < node["x"] for input, node in laid["edges"]))
        # No two boxes overlap.
        overlapping = [(a, b) for index, a in enumerate(boxes) for b in boxes[index + 1:]
                       if abs(a["x"] - b["x"]) < width and abs(a["y"] - b["y"]) < height]
        self.assertEqual(overlapping, [])
        # As few layers as the longest path needs, and no more rows than the widest has.
        self.assertEqual(len({box["layer"] for box in boxes}), 5)
        self.assertEqual(len({box["y"] for box in boxes}), 40)
        # Few crossings: fewer than keeping the chains in their order gives, where each of
        # the 4 long merges crosses the 4 chains it spans. Four sweeps of the barycentre
        # heuristic left 24 here; the order of making, unsorted, crosses hundreds.
        edges = [(a, b) for a, b in laid["edges"] if b["layer"] == a["layer"] + 1]
        crossings = sum(1 for index, (a, b) in enumerate(edges) for c, d in edges[index + 1:]
                        if a["layer"] == c["layer"] and (a["y"] - c["y"]) * (b["y"] - d["y"]) < 0)
        self.assertLess(crossings, 4 * 4)

        # The page drawing it, held still: the app's next graph would replace it.
        self.browser.execute_script(LARGE_GRAPH_JS + """
            const show = receive;
            receive = () => {};
            show({type: "graph", showsValues: false, commandLog: false, nodes});""")
        self.wait(lambda: self.node_count() == 200, message="the 200 nodes drawn")
        self.shoot("inspector-200-nodes")
        # And the whole of it, in a window tall enough for the 40 rows.
        self.browser.set_window_size(1600, 3600)
        self.shoot("inspector-200-nodes-whole")

    def test_the_graph_downloads_as_dot(self):
        self.wait_for_title("Users")
        self.browser.get(self.server.inspector_url)
        link = self.find("#dot")
        self.assertEqual(link.get_attribute("download"), "graph.dot")
        text = self.browser.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "fetch(arguments[0]).then((response) => response.text()).then(done);",
            link.get_attribute("href"))
        self.assertTrue(text.startswith("digraph signals {"), text[:80])


class ScriptedApp:
    """An example app on the terminal host with no terminal: its keys from a script file,
    its screens thrown away, its inspector's address read from standard error. The
    script's last step waits for text that never shows, so the app runs until stopped."""

    def __init__(self, name, keys, *arguments):
        self.script = tempfile.NamedTemporaryFile("w", suffix=".keys", delete=False)
        self.script.write(keys + "timeout:600s\nwait:text:a text no screen shows\n")
        self.script.close()
        self.process = subprocess.Popen(
            [str(BIN / name), "--inspect", "--script", self.script.name, *arguments],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        ready, _, _ = select.select([self.process.stderr], [], [], WAIT)
        line = self.process.stderr.readline() if ready else ""
        found = [word for word in line.split() if word.startswith("http://")]
        if not found:
            self.stop()
            raise AssertionError(f"{name} --inspect printed {line!r}, not its address")
        self.inspector_url = found[0]

    def stop(self):
        self.process.send_signal(signal.SIGINT)
        try:
            self.process.communicate(timeout=WAIT)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.communicate()
        os.unlink(self.script.name)


class InspectorCommandLogTests(BrowserTest):
    """`profile --inspect` on the terminal, scripted: the inspector saves the session's
    command log, the one --record writes, and --replay plays it back into an app whose
    inspector shows the replayed commands."""
    app = "profile"
    width, height = 1400, 900
    # The users, Ingrid's page once Enter opened it, the users again after Esc.
    keys = ("timeout:60s\nwait:text:Kenji Watanabe\nwait:idle\nenter\n"
            "wait:text:Works at Fjordlys\nwait:idle\nesc\nwait:text:Kenji Watanabe\nwait:idle\n")

    def setUp(self):
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        self.browser = headless_chromium(self.width, self.height)
        self.apps = []

    def tearDown(self):
        outcome = self._outcome.result
        if any(test is self for test, _ in outcome.failures + outcome.errors):
            self.shoot(f"{self.id().split('.')[-1]}-failure")
        self.browser.quit()
        for app in self.apps:
            app.stop()

    def start(self, keys, *arguments):
        app = ScriptedApp(self.app, keys, *arguments)
        self.apps.append(app)
        return app

    def fetch_text(self, url):
        return self.browser.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "fetch(arguments[0]).then((response) => response.text()).then(done);", url)

    def test_the_log_saved_from_the_inspector_replays_with_its_commands_shown(self):
        recorded = self.start(self.keys)
        self.browser.get(recorded.inspector_url)
        link = self.find("#command-log")
        self.wait(lambda: link.is_displayed(), message="the Save command log link")
        self.assertEqual(link.get_attribute("download"), "commands.json")
        self.shoot("inspector-command-log")
        # Saved once the script is done: Esc is the last thing it does.
        commands = []
        def saved_all():
            nonlocal commands
            commands = [entry["command"] for entry in
                        json.loads(self.fetch_text(link.get_attribute("href")))["entries"]]
            return any("navigation" in command for command in commands)
        self.wait(saved_all, message="the log with the Esc")
        self.assertEqual(commands[0], {"users": {"load": {}}})
        self.assertIn({"users": {"select": {"userID": 1}}}, commands)
        self.assertEqual(commands[-1], {"navigation": {"back": {}}})

        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as saved:
            saved.write(self.fetch_text(link.get_attribute("href")))
        try:
            replayed = self.start(
                "timeout:60s\nwait:text:Works at Fjordlys\nwait:text:Kenji Watanabe\n",
                "--inspect-values", "--replay", saved.name)
            self.browser.get(replayed.inspector_url)
            self.click_where('#canvas .node[data-kind="interactor"]', "UsersReducer")
            self.wait(lambda: any("select(userID: 1)" in command.text for command in
                                  self.browser.find_elements(
                                      By.CSS_SELECTOR, "#interactor-commands details")),
                      message="the replayed select in the users interactor's history")
            self.shoot("inspector-replayed-commands")
        finally:
            os.unlink(saved.name)


class InspectorTimelineTests(BrowserTest):
    """`profile --web --inspect`: the inspector's timeline of the app's events."""
    app = "profile"
    arguments = ("--inspect",)
    width, height = 1400, 900

    def rows(self):
        return self.browser.find_elements(By.CSS_SELECTOR, "#timeline-list tr")

    def test_the_timeline_lists_events_and_shows_one_node_alone(self):
        self.wait_for_title("Users")
        self.wait(lambda: "@ingridh" in self.page_text(), message="the users")
        self.browser.get(self.server.inspector_url)
        self.wait(lambda: self.rows(), message="the timeline's events")
        cells = [cell.text for cell in self.rows()[0].find_elements(By.TAG_NAME, "td")]
        self.assertEqual(len(cells), 5, cells)  # time, node, event, thread, value
        self.assertRegex(cells[0], r"^\d+\.\d{3} s$")
        self.assertIn(cells[2], ("value", "completed", "failed", "interrupted"))
        self.assertRegex(cells[3], r"^thread \d+$")
        self.assertEqual(cells[4], "")  # no --inspect-values
        self.assertTrue(self.browser.find_elements(By.CSS_SELECTOR, "#timeline-lanes .mark"))
        self.assertEqual(self.find("#timeline-scope").text, "all nodes")
        self.shoot("inspector-timeline")

        # Choosing a node shows its events alone; "Show all nodes" brings back the rest.
        node = f'#canvas .node[data-id="{self.read("#canvas .node:not(.group)", "dataset")["id"]}"]'
        heading = self.text(f"{node} .label")
        self.click(node)
        self.wait(lambda: self.find("#timeline-scope").text.startswith(heading[:20]),
                  message="the timeline scoped to the node")
        labels = {row.find_elements(By.TAG_NAME, "td")[1].text for row in self.rows()}
        self.assertLessEqual(len(labels), 1, labels)
        self.click("#timeline-all")
        self.wait(lambda: self.find("#timeline-scope").text == "all nodes",
                  message="every node's events again")


class InspectorInteractorsTests(BrowserTest):
    """`profile --web --inspect-values --inspect`: the inspector's interactors panel."""
    app = "profile"
    arguments = ("--inspect", "--inspect-values")
    width, height = 1400, 900

    def commands(self):
        return self.browser.find_elements(By.CSS_SELECTOR, "#interactor-commands details")

    def test_the_interactors_panel_lists_an_interactors_commands_with_their_changes(self):
        self.wait_for_title("Users")
        self.wait(lambda: "@ingridh" in self.page_text(), message="the users")
        self.browser.get(self.server.inspector_url)
        self.wait(lambda: self.node_boxes(), message="the graph")
        # Choosing the users interactor's box shows its commands.
        self.click_where('#canvas .node[data-kind="interactor"]', "UsersReducer")
        self.wait(lambda: "UsersReducer" in self.chosen(), message="the users interactor chosen")
        self.wait(lambda: self.commands(), message="its commands")
        self.assertRegex(self.find("#interactor-running").text, r"^\d+ effects? running now$")
        oldest = "#interactor-commands li:last-child details"
        self.assertTrue(self.text(oldest).startswith("#0 "), self.text(oldest))
        self.click(f"{oldest} summary")
        self.wait(lambda: self.find(f"{oldest} .diff").is_displayed(), message="the change it made")
        lines = self.browser.execute_script(
            "return [...document.querySelectorAll(arguments[0])].map((span) => span.textContent)",
            f"{oldest} .diff span")
        self.assertTrue(any(line.startswith("+") for line in lines), lines)
        self.shoot("inspector-interactors")

    def test_showing_a_past_command_shows_the_app_as_it_left_it_until_live(self):
        self.wait_for_title("Users")
        self.wait(lambda: "@ingridh" in self.page_text(), message="the users")
        app = self.browser.current_window_handle
        self.browser.switch_to.new_window("tab")
        self.browser.get(self.server.inspector_url)
        self.wait(lambda: self.node_boxes(), message="the graph")
        self.click_where('#canvas .node[data-kind="interactor"]', "UsersReducer")
        self.wait(lambda: len(self.commands()) >= 2, message="the users loaded")
        first = "#interactor-commands li:last-child details"  # #0: the load, before the users
        self.click(f"{first} summary")
        self.click(f"{first} button.travel")
        self.wait(lambda: self.find("#interactor-past").is_displayed(), message="the past shown")
        # The list is drawn again with the past shown; the command opened stays open.
        self.wait(lambda: self.read(first, "open") and self.text(first).startswith("#0 "),
                  message="the command shown, still open")
        self.assertIn("#0", self.find("#interactor-past-text").text)
        inspector = self.browser.current_window_handle
        self.browser.switch_to.window(app)
        self.wait(lambda: "@ingridh" not in self.page_text(), message="the app in the past")
        self.assertIn("Loading", self.page_text())
        self.browser.switch_to.window(inspector)
        self.click("#interactor-live")
        self.wait(lambda: not self.find("#interactor-past").is_displayed(), message="live")
        self.browser.switch_to.window(app)
        self.wait(lambda: "@ingridh" in self.page_text(), message="the app as it is now")

    def node_boxes(self):
        return self.browser.find_elements(By.CSS_SELECTOR, '#canvas .node[data-kind="interactor"]')

    def chosen(self):
        choice = self.find("#interactor-choice")
        return choice.find_element(By.CSS_SELECTOR, "option:checked").text


class FailingProfileTests(BrowserTest):
    app = "profile"
    arguments = ("--fail-rate", "1")

    def test_a_failure_says_why_and_offers_to_retry(self):
        self.wait_for_title("Users")
        self.wait(lambda: "500" in (self.text(".status.failed") or ""), message="the failure")
        self.shoot("profile-failed")
        self.click(".status.failed button")
        self.wait(lambda: self.browser.find_elements(By.CSS_SELECTOR, ".status.failed"))


class SearchTests(BrowserTest):
    app = "search"

    def test_typing_anywhere_searches_and_enter_picks_the_top_result(self):
        self.wait_for_title("Search Unicode")
        self.wait(lambda: self.browser.switch_to.active_element == self.element("query"),
                  message="the focus in the query")
        self.browser.find_element(By.ID, "title").click()  # the focus elsewhere
        self.keys("snowman")  # still reaches the query: it is the page's typing target
        self.wait(lambda: self.element("query").get_attribute("value") == "snowman")
        self.wait(lambda: any("SNOWMAN" in row.text for row in self.browser.find_elements(
            By.CSS_SELECTOR, '[data-id="U+2603"]')), seconds=INDEX_WAIT, message="☃ found")
        self.shoot("search-snowman")
        self.keys(Keys.ENTER)
        dialog = self.wait_for_dialog("☃")
        self.assertIn("SNOWMAN", dialog.text)

    def test_a_reload_keeps_the_text_typed(self):
        self.wait_for_title("Search Unicode")
        self.wait_for_focus("query")
        self.keys("snow")
        # The server has the text once the screen it sends back carries it.
        self.wait(lambda: self.element("query").get_attribute("data-server") == "snow",
                  message="the text at the server")
        self.browser.refresh()
        self.wait(lambda: self.browser.find_element(By.TAG_NAME, "body")
                  .get_attribute("data-connection") == "open", message="resumed")
        self.wait(lambda: self.element("query").get_attribute("value") == "snow",
                  message="the text typed, kept")
        self.wait_for_focus("query")

    def test_text_typed_as_the_socket_drops_reaches_the_app_after_the_resume(self):
        self.wait_for_title("Search Unicode")
        self.wait_for_focus("query")
        self.keys("snow")
        self.wait(lambda: self.element("query").get_attribute("data-server") == "snow",
                  message="the text at the server")
        # The socket is closing when the next letter is typed: its edit cannot go now.
        self.browser.execute_script("""
            window.__dropped = window.__signals.socket;
            window.__dropped.close();
            const input = document.querySelector('[data-id="query"]');
            input.value = "snowm";
            input.dispatchEvent(new Event("input"));
            """)
        self.wait(lambda: self.browser.execute_script("""
            const socket = window.__signals.socket;
            return socket !== window.__dropped && socket.readyState === WebSocket.OPEN
              && document.body.dataset.connection === "open";
            """), message="a new socket, resumed")
        self.wait(lambda: self.element("query").get_attribute("data-server") == "snowm",
                  message="the letter typed as the socket dropped, at the server")
        self.assertEqual(self.value("query"), "snowm")
        _, errors = self.server.stop()
        self.assertIn("session 1 resumed", errors)

    def test_a_reload_keeps_long_edits_the_server_had_not_confirmed(self):
        self.wait_for_title("Search Unicode")
        self.wait_for_focus("query")
        self.browser.execute_script("window.__signals.socket.send = () => {}")
        # 90 edits of 60,000 characters: 5.4 million, over the 5 MiB of sessionStorage a
        # tab has, were each kept; an edit carries the whole text, so the last one does.
        last = self.browser.execute_script("""
            const input = document.querySelector('[data-id="query"]');
            for (let i = 0; i < 90; i++) {
              input.value = "a".repeat(59998) + String(i).padStart(2, "0");
              input.dispatchEvent(new Event("input"));
            }
            return input.value;""")
        self.browser.refresh()
        self.wait(lambda: self.browser.find_element(By.TAG_NAME, "body")
                  .get_attribute("data-connection") == "open", message="resumed")
        self.wait(lambda: self.element("query").get_attribute("data-server") == last,
                  message="the last edit, at the server")
        self.assertEqual(self.value("query"), last)

    def test_a_server_that_stops_acknowledging_holds_the_page_at_100_actions_losing_none(self):
        self.wait_for_title("Search Unicode")
        self.wait_for_focus("query")
        # What the page sends from now on goes nowhere, as into a connection that died
        # without a close yet: nothing is acknowledged.
        self.browser.execute_script("window.__signals.socket.send = () => {}")
        typed = "ab" * 60  # 120 keys, one action each
        self.keys(typed)
        body = self.browser.find_element(By.TAG_NAME, "body")
        self.wait(lambda: body.get_attribute("data-connection") == "held", message="held")
        # The 100th action held the page: the keys after it went nowhere, and it says so.
        self.assertEqual(self.value("query"), typed[:100])
        self.assertIn("Waiting for the server to confirm your last 100 actions",
                      self.browser.find_element(By.ID, "connection-text").text)
        self.assertTrue(self.browser.execute_script(
            "return document.getElementById('page').inert"))
        self.shoot("search-held")
        # The connection comes back: the page sends what it kept, and lets go once it is
        # acknowledged, the focus where it was.
        self.browser.execute_script("window.__signals.socket.close()")
        self.wait(lambda: body.get_attribute("data-connection") == "open", message="let go")
        self.wait(lambda: self.element("query").get_attribute("data-server") == typed[:100],
                  message="every letter kept, at the server")
        self.wait_for_focus("query")
        self.keys("c")  # and it takes input again
        self.wait(lambda: self.element("query").get_attribute("data-server")
                  == typed[:100] + "c", message="a letter after")


if __name__ == "__main__":
    unittest.main(verbosity=2)
