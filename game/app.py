"""The application: window, main loop, scene stack, settings, audio and fonts.

``App`` is the ``SceneContext`` every scene gets as ``self.ctx`` (see ``game.scene``), and
``App.scenes`` (a ``game.navigation.Navigation``) builds the scenes. The loop sleeps while nothing moves (see ``_wait_events``), and ticks at up to 60 frames per
second while a scene animates or asks for frames. Other threads (bots) hand work to the main
thread with ``App.post(callback)``. ``App(headless=True)`` uses the dummy video driver and a fixed
size; tests and benchmarks drive it one frame at a time with ``step``.

The first frame (the title) needs only pygame, the title scene and what it draws: every other
scene and the quick start (its table, bots and setup screen) are imported when first used, for
issue 16's start time (``tests/test_start_time_imports.py`` says what the title may not import).
"""

from __future__ import annotations

import argparse
import math
import os
import queue
import sys
import threading
import time
import warnings
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any, NoReturn

import pygame

from game import settings as settings_io
from game.audio import Audio
from game.navigation import Navigation
from game.paths import Paths, asset_path
from game.scene import Scene, SceneStack
from game.settings import Settings
from game.ui import theme
from game.ui.fonts import Fonts

if TYPE_CHECKING:
    from game.match import Match

TITLE = "Card Table"
FPS = 60
IDLE_POLL_S = 1 / 60  # while idle, how often the loop looks for input (posted work wakes it at once)
MAX_DT = 0.1  # a frame after a long idle wait does not jump animations forward
DEFAULT_SIZE = (1280, 720)
FIRST_FRAME_ENV = "CARDTABLE_FIRST_FRAME_FILE"
MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


@cache
def callback_event_type() -> int:
    """The custom event that wakes the loop; if it carries ``callback``, that runs on the main thread."""
    return pygame.event.custom_type()


def _window_icon() -> pygame.Surface | None:
    """The icon ``tools/make_icon.py`` drew (``art/icon.png``); None when it cannot be read, so the
    window keeps the system's default icon rather than failing to open."""
    try:
        return pygame.image.load(asset_path("art", "icon.png"))
    except (pygame.error, OSError):
        return None


def _note_first_frame() -> None:
    """Write the wall-clock time of the first frame shown to the file named by
    ``FIRST_FRAME_ENV`` (``bench`` times a start of the built program this way)."""
    target = os.environ.get(FIRST_FRAME_ENV)
    if not target:
        return
    try:
        with open(target, "w", encoding="utf-8") as out:
            out.write(repr(time.time()))
    except OSError as err:
        print(f"main.py: could not write {FIRST_FRAME_ENV} file {target}: {err.strerror}", file=sys.stderr)


class App:
    def __init__(
        self,
        headless: bool = False,
        size: tuple[int, int] | None = None,
        paths: Paths | None = None,
        fullscreen: bool | None = None,
    ) -> None:
        self.headless = headless
        if headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        self.paths = paths if paths is not None else Paths.default()
        loaded = settings_io.load(self.paths.settings_file)
        self.settings: Settings = loaded.settings
        self.notices: list[str] = [loaded.message] if loaded.message else []  # shown once by the title
        self.settings_error: str | None = None
        if fullscreen is not None:
            self.settings.fullscreen = fullscreen

        pygame.display.init()
        pygame.font.init()
        self.fonts = Fonts()
        self.audio = Audio(self.settings)
        self.stack = SceneStack(self)
        self.scenes = Navigation(self)
        self.clock = pygame.time.Clock()
        self.running = True
        self.frames = 0
        self.first_frame_at: float | None = None  # time.perf_counter() when the first frame was shown
        self._callbacks: queue.SimpleQueue[Callable[[], Any]] = queue.SimpleQueue()
        self._wake = threading.Event()

        self.window: pygame.Surface
        self.screen: pygame.Surface  # what scenes draw on: the window, or a larger logical surface
        self.scale = 1.0  # logical pixels per window pixel (> 1 when the window is below the minimum)
        self._windowed_size = size or DEFAULT_SIZE
        self._fullscreen = False
        self._logical_size: tuple[int, int] = (0, 0)
        self._open_window(size)

    # --- window -----------------------------------------------------------------------------------
    def _open_window(self, size: tuple[int, int] | None) -> None:
        if self.headless:
            self.window = pygame.display.set_mode(size or DEFAULT_SIZE)
        else:
            pygame.display.set_caption(TITLE)
            icon = _window_icon()
            if icon is not None:
                pygame.display.set_icon(icon)
            if size is None:
                self._windowed_size = self._fit_desktop(DEFAULT_SIZE)
            if self.settings.fullscreen:
                self._set_mode(True)
            else:
                self._set_mode(False)
        self._sync_size(force=True)

    @staticmethod
    def _fit_desktop(size: tuple[int, int]) -> tuple[int, int]:
        try:
            dw, dh = pygame.display.get_desktop_sizes()[0]
        except (pygame.error, IndexError):
            return size
        w, h = size
        if w <= dw * 0.95 and h <= dh * 0.9:
            return size
        s = min(dw * 0.95 / w, dh * 0.9 / h)
        return max(320, int(w * s)), max(200, int(h * s))

    @classmethod
    def minimum_window_size(cls) -> tuple[int, int]:
        """The smallest the window may be made: the layout's minimum (``theme.MIN_SIZE``), or less
        on a desktop too small to show that much, so the window never outgrows the screen (the
        drawing then scales down, ``_sync_size``)."""
        return cls._fit_desktop(theme.MIN_SIZE)

    def _set_mode(self, fullscreen: bool) -> None:
        if fullscreen:
            self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.window = pygame.display.set_mode(self._windowed_size, pygame.RESIZABLE)
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore", DeprecationWarning)
                    pygame.Window.from_display_module().minimum_size = self.minimum_window_size()
            except (AttributeError, pygame.error, ValueError):
                pass  # the drawing still scales down below the minimum
        self._fullscreen = fullscreen

    def _sync_size(self, force: bool = False) -> None:
        """Match the logical screen to the window; below the minimum, draw larger and scale down."""
        surface = pygame.display.get_surface()
        if surface is not None:
            self.window = surface
        w, h = self.window.get_size()
        w, h = max(1, w), max(1, h)
        mw, mh = theme.MIN_SIZE
        old_size = self._logical_size
        if w >= mw and h >= mh:
            self.screen, self.scale = self.window, 1.0
        else:
            s = max(mw / w, mh / h)
            logical = (math.ceil(w * s), math.ceil(h * s))
            if self.scale == 1.0 or self.screen.get_size() != logical:
                self.screen = pygame.Surface(logical)
            self.scale = s
        self._logical_size = self.screen.get_size()
        if force or self._logical_size != old_size:
            self.stack.resize(self._logical_size)

    def resize(self, size: tuple[int, int]) -> None:
        """The window became ``size`` (headless: become it)."""
        if self.headless:
            self.window = pygame.display.set_mode((max(1, int(size[0])), max(1, int(size[1]))))
        elif not self._fullscreen:
            self._windowed_size = (max(1, int(size[0])), max(1, int(size[1])))
        self._sync_size()

    @property
    def fullscreen(self) -> bool:
        return self._fullscreen

    def set_fullscreen(self, on: bool) -> None:
        self.settings.fullscreen = bool(on)
        if not self.headless and self._fullscreen != bool(on):
            try:
                self._set_mode(bool(on))
            except pygame.error:
                self._set_mode(False)
                self.settings.fullscreen = False
            self._sync_size()

    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.settings.fullscreen)
        self.settings_changed()

    # --- settings ---------------------------------------------------------------------------------
    def settings_changed(self) -> None:
        """Apply and save the settings after any change (the settings screen calls this)."""
        if self.settings.fullscreen != self._fullscreen and not self.headless:
            self.set_fullscreen(self.settings.fullscreen)
        self.audio.apply_settings()
        self.settings_error = settings_io.save(self.settings, self.paths.settings_file)
        self.stack.settings_changed()

    def take_notices(self) -> list[str]:
        """Messages for the player (e.g. a settings file that could not be read), each shown once."""
        notices, self.notices = self.notices, []
        return notices

    def note(self, text: str) -> None:
        """Keep ``text`` for the title to show once (e.g. a save that failed as a table closed)."""
        self.notices.append(text)

    # --- the stack and navigation -----------------------------------------------------------------
    def push(self, scene: Scene) -> Scene:
        return self.stack.push(scene)

    def pop(self) -> Scene:
        return self.stack.pop()

    def replace(self, scene: Scene) -> Scene:
        return self.stack.replace(scene)

    def remove(self, scene: Scene) -> None:
        self.stack.remove(scene)

    def continue_available(self) -> bool:
        from game.saves import can_continue

        return can_continue(self.paths.current_save)

    def continue_game(self) -> None:
        if self.continue_available():
            self.push(self.scenes.continue_game(self.paths.current_save))
        else:
            self.push(self.scenes.message("Nothing to continue", "There is no unfinished game."))

    def new_game(self) -> None:
        self.push(self.scenes.new_game_setup())

    def go_to_title(self) -> None:
        """Close every scene and show the title screen."""
        self.stack.clear()
        self.running = True
        self.push(self.scenes.title())

    def quit(self) -> None:
        self.running = False

    # --- threads ----------------------------------------------------------------------------------
    def post(self, callback: Callable[[], Any]) -> None:
        """Run ``callback`` on the main thread before the next frame. Safe from any thread."""
        self._callbacks.put(callback)
        self._wake.set()
        try:
            pygame.event.post(pygame.event.Event(callback_event_type()))
        except pygame.error:
            pass  # the wake flag and the queue are enough

    def run_callbacks(self) -> bool:
        ran = False
        while True:
            try:
                callback = self._callbacks.get_nowait()
            except queue.Empty:
                return ran
            ran = True
            callback()

    # --- one frame --------------------------------------------------------------------------------
    def _to_logical(self, event: pygame.event.Event) -> pygame.event.Event:
        if self.scale == 1.0 or event.type not in MOUSE_EVENTS or not hasattr(event, "pos"):
            return event
        s = self.scale
        data = dict(event.dict)
        x, y = event.pos
        data["pos"] = (int(x * s), int(y * s))
        if "rel" in data:
            rx, ry = data["rel"]
            data["rel"] = (int(rx * s), int(ry * s))
        return pygame.event.Event(event.type, data)

    def dispatch(self, event: pygame.event.Event) -> None:
        """Handle one event: window matters here, the rest goes to the top scene."""
        t = event.type
        if t == pygame.QUIT:
            self.quit()
        elif t == callback_event_type():
            callback = getattr(event, "callback", None)
            if callable(callback):
                callback()
        elif t == pygame.VIDEORESIZE:
            self.resize(getattr(event, "size", self.window.get_size()))
        elif t in (pygame.WINDOWSIZECHANGED, pygame.WINDOWRESTORED, pygame.WINDOWMAXIMIZED):
            if not self.headless:
                self._sync_size()
        elif t == pygame.KEYDOWN and getattr(event, "key", None) == pygame.K_F11:
            self.toggle_fullscreen()
        else:
            self.stack.handle_event(self._to_logical(event))

    def draw(self) -> None:
        visible = self.stack.visible()
        if not visible or visible[0].is_overlay:
            theme.draw_felt(self.screen)
        self.stack.draw(self.screen)
        if self.screen is not self.window:
            pygame.transform.smoothscale(self.screen, self.window.get_size(), self.window)
        if not self.headless:
            pygame.display.flip()
        self.frames += 1
        if self.first_frame_at is None:
            self.first_frame_at = time.perf_counter()
            _note_first_frame()

    def step(self, events: Iterable[pygame.event.Event] = (), dt: float = 1 / FPS, pump: bool = True) -> bool:
        """Headless frame: handle ``events`` (and any queued ones), update by ``dt``, draw.
        True while something animates."""
        for event in events:
            self.dispatch(event)
        if pump:
            for event in pygame.event.get():
                self.dispatch(event)
        self.run_callbacks()
        animating = self.stack.update(dt)
        animating = self.stack.wants_frames() or animating
        if len(self.stack):
            self.draw()
        return animating

    # --- main loop --------------------------------------------------------------------------------
    def _wait_events(self) -> list[pygame.event.Event]:
        """Sleep until posted work arrives or one idle tick passes, then take the input events.

        pygame's own ``event.wait`` polls every millisecond inside SDL (about 2% of a core on an
        idle X11 window, measured); sleeping on our wake flag for a 60 Hz tick costs a third of
        that and keeps input latency under one frame. ``post`` sets the flag, so bot moves
        arrive at once.
        """
        self._wake.wait(IDLE_POLL_S)
        self._wake.clear()
        return pygame.event.get()

    def run(self, quit_after_first_frame: bool = False) -> None:
        if not len(self.stack):
            self.go_to_title()
        dirty, animating = True, False
        while self.running:
            events = pygame.event.get() if (dirty or animating) else self._wait_events()
            for event in events:
                self.dispatch(event)
                if not self.running:
                    break
            if self.run_callbacks() or events:
                dirty = True
            if not self.running or not len(self.stack):
                break
            dt = min(self.clock.tick(FPS if animating else 0) / 1000.0, MAX_DT)
            updated = self.stack.update(dt)
            animating = updated or self.stack.wants_frames()
            if dirty or animating:
                self.draw()
                dirty = False
                if self.frames == 1:
                    if quit_after_first_frame:
                        break
                    self.audio.preload()

    def close(self) -> None:
        self.stack.clear()
        self.audio.close()
        pygame.display.quit()


class WindowUsageError(Exception):
    """Bad window arguments; ``str(err)`` is the one line the user is shown."""


class _WindowParser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise WindowUsageError(message)


def _window_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--size", help="window size, e.g. 1280x720")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--fullscreen", action="store_true", default=None, help="start in full screen")
    mode.add_argument("--windowed", dest="fullscreen", action="store_false", help="start in a window")
    parser.add_argument("--quit-after-first-frame", action="store_true", help="for timing the start")


def window_parser() -> argparse.ArgumentParser:
    """Every window option, the quick start's too (and --help)."""
    from game import quick_start

    parser = _WindowParser(prog="main.py", description="Card Table: play in a window.")
    _window_options(parser)
    quick_start.add_arguments(parser)
    return parser


def _plain_window_args(argv: Sequence[str]) -> WindowArgs | None:
    """The arguments, if the window's own options (spelt out whole) are all there is: then no
    quick start is asked for and its module (the match, the bots, the setup screen) is not
    needed to open the title. None for anything else, even a mistake: ``window_parser`` then
    reads the whole line and says what is wrong."""
    parser = _WindowParser(prog="main.py", add_help=False, allow_abbrev=False)
    _window_options(parser)
    try:
        args, rest = parser.parse_known_args(list(argv))
        size = _window_size(args.size)
    except WindowUsageError:
        return None
    return None if rest else WindowArgs(size, args.fullscreen, args.quit_after_first_frame)


def _window_size(text: str | None) -> tuple[int, int] | None:
    if not text:
        return None
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise WindowUsageError(f"--size must look like 1280x720, not {text!r}") from None
    return max(320, w), max(200, h)


@dataclass(frozen=True)
class WindowArgs:
    size: tuple[int, int] | None = None
    fullscreen: bool | None = None
    quit_after_first_frame: bool = False
    match: Match | None = None  # the quick start's table, if asked for


def parse_window_args(argv: Sequence[str]) -> WindowArgs:
    """The window arguments, checked (the quick start's match is built here, before any window
    opens); ``WindowUsageError`` or ``QuickStartError`` says what is wrong."""
    plain = _plain_window_args(argv)
    if plain is not None:
        return plain
    from game import quick_start

    args = window_parser().parse_args(list(argv))
    size = _window_size(args.size)
    start = quick_start.from_args(args)
    match = quick_start.build_match(start) if start is not None else None
    return WindowArgs(size, args.fullscreen, args.quit_after_first_frame, match)


def open_app(window: WindowArgs, headless: bool = False, paths: Paths | None = None) -> App:
    """The app showing the title, with the quick start's table over it if there is one."""
    app = App(headless=headless, size=window.size, paths=paths, fullscreen=window.fullscreen)
    app.go_to_title()
    if window.match is not None:
        app.push(app.scenes.table(window.match))
    return app


def _usage_error(err: Exception) -> bool:
    """Whether ``err`` is a mistake on the command line: the window's, or a quick start's (whose
    module is loaded only when a quick start is asked for)."""
    if isinstance(err, WindowUsageError):
        return True
    from game.quick_start import QuickStartError

    return isinstance(err, QuickStartError)


def run_app(argv: Sequence[str]) -> int:
    """Open the window and run until the player quits. Returns the exit status (2: bad arguments)."""
    try:
        window = parse_window_args(argv)
    except (WindowUsageError, ValueError) as err:  # a QuickStartError is a ValueError
        if not _usage_error(err):
            raise
        print(f"main.py: error: {err}", file=sys.stderr)
        return 2
    app = open_app(window)
    try:
        app.run(quit_after_first_frame=window.quit_after_first_frame)
    finally:
        app.close()
        pygame.quit()
    return 0
