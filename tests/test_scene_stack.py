"""The scene stack: push, pop, replace, overlays, event routing, and quitting on the last pop."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.scene import Scene, SceneStack
from tests.synthetic import click, key


class Recorder(Scene):
    def __init__(self, name: str, log: list[str], overlay: bool = False, animating: bool = False) -> None:
        super().__init__()
        self.name, self.log, self.is_overlay, self.animating = name, log, overlay, animating
        self.events: list[int] = []

    def on_enter(self) -> None:
        self.log.append(f"enter {self.name}")

    def on_exit(self) -> None:
        self.log.append(f"exit {self.name}")

    def on_resume(self) -> None:
        self.log.append(f"resume {self.name}")

    def handle_event(self, event: pygame.event.Event) -> None:
        self.events.append(event.type)

    def update(self, dt: float) -> bool:
        self.log.append(f"update {self.name}")
        return self.animating

    def draw(self, surface: pygame.Surface) -> None:
        self.log.append(f"draw {self.name}")


class FakeCtx:
    """The part of a scene context the stack itself uses: quitting after the last pop."""

    def __init__(self) -> None:
        self.quit_called = False

    def quit(self) -> None:
        self.quit_called = True


def test_push_pop_replace_order_and_hooks() -> None:
    log: list[str] = []
    ctx = FakeCtx()
    stack = SceneStack(ctx)  # type: ignore[arg-type]
    a, b, c = Recorder("a", log), Recorder("b", log), Recorder("c", log)
    stack.push(a)
    stack.push(b)
    assert stack.top is b and len(stack) == 2 and b.ctx is ctx
    stack.replace(c)
    assert list(stack) == [a, c]
    assert stack.pop() is c
    assert log == ["enter a", "enter b", "exit b", "enter c", "exit c", "resume a"]
    assert not ctx.quit_called
    stack.pop()
    assert ctx.quit_called and len(stack) == 0 and stack.top is None


def test_events_go_to_top_only_and_update_reaches_all() -> None:
    log: list[str] = []
    stack = SceneStack(FakeCtx())  # type: ignore[arg-type]
    a, b = Recorder("a", log), Recorder("b", log, overlay=True, animating=True)
    stack.push(a)
    stack.push(b)
    stack.handle_event(key(pygame.K_a))
    for e in click((5, 5)):
        stack.handle_event(e)
    assert a.events == [] and len(b.events) == 4
    log.clear()
    assert stack.update(0.016) is True
    assert log == ["update a", "update b"]


def test_overlays_draw_over_the_topmost_opaque_scene() -> None:
    log: list[str] = []
    stack = SceneStack(FakeCtx())  # type: ignore[arg-type]
    for name, overlay in (("title", False), ("menu", True), ("table", False), ("pause", True), ("msg", True)):
        stack.push(Recorder(name, log, overlay=overlay))
    log.clear()
    stack.draw(pygame.Surface((10, 10)))
    assert log == ["draw table", "draw pause", "draw msg"]


def test_only_overlays_draw_all_from_the_bottom() -> None:
    log: list[str] = []
    stack = SceneStack(FakeCtx())  # type: ignore[arg-type]
    stack.push(Recorder("x", log, overlay=True))
    stack.push(Recorder("y", log, overlay=True))
    log.clear()
    stack.draw(pygame.Surface((10, 10)))
    assert log == ["draw x", "draw y"]


def test_scene_that_pops_itself_during_update_is_safe() -> None:
    class SelfPopper(Scene):
        def update(self, dt: float) -> bool:
            self.ctx.pop()
            return False

    class Holder(FakeCtx):
        def __init__(self) -> None:
            super().__init__()
            self.stack = SceneStack(self, size=(960, 600))  # type: ignore[arg-type]

        def pop(self) -> Scene:
            return self.stack.pop()

    holder = Holder()
    holder.stack.push(Scene())
    holder.stack.push(SelfPopper())
    assert holder.stack.update(0.01) is False
    assert len(holder.stack) == 1


def test_app_quits_when_last_scene_popped(app: Any) -> None:
    assert app.running
    while len(app.stack):
        app.stack.pop()
    assert not app.running


def test_push_gives_size_before_enter(app: Any) -> None:
    seen: list[Any] = []

    class Sized(Scene):
        def on_resize(self, size: tuple[int, int]) -> None:
            seen.append(size)

        def on_enter(self) -> None:
            seen.append("enter")

    app.stack.push(Sized())
    assert seen == [(1280, 720), "enter"]


def test_post_runs_callbacks_on_the_main_thread(app: Any) -> None:
    import threading

    ran: list[int] = []
    main = threading.get_ident()
    worker = threading.Thread(target=lambda: app.post(lambda: ran.append(threading.get_ident())))
    worker.start()
    worker.join()
    assert ran == []
    app.step()
    assert ran == [main]


def test_callback_event_runs_its_callback(app: Any) -> None:
    from game.app import callback_event_type

    ran: list[str] = []
    app.step([pygame.event.Event(callback_event_type(), callback=lambda: ran.append("x"))])
    assert ran == ["x"]


def test_resize_relayouts_every_scene_and_small_windows_scale(app: Any) -> None:
    from tests.synthetic import resize

    app.step([resize((1000, 700))])
    assert app.screen.get_size() == (1000, 700) and app.scale == 1.0
    app.step([resize((640, 400))])
    w, h = app.screen.get_size()
    assert w >= 960 and h >= 600 and app.scale > 1.0
    assert app.window.get_size() == (640, 400)


@pytest.mark.parametrize(
    ("desktop", "largest"), [((1920, 1080), (960, 600)), ((960, 600), (912, 540)), ((800, 480), (760, 432))]
)
def test_the_window_never_has_to_be_larger_than_the_desktop(
    monkeypatch: pytest.MonkeyPatch, desktop: tuple[int, int], largest: tuple[int, int]
) -> None:
    from game.app import App
    from game.ui import theme

    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [desktop])
    w, h = App.minimum_window_size()
    assert w <= largest[0] and h <= largest[1]  # fits the desktop, with room for its bars
    if desktop[0] >= 1280:
        assert (w, h) == theme.MIN_SIZE  # a desktop with room keeps the layout's minimum
    else:  # scaled down as the layout is, just enough to fit
        assert max(w / largest[0], h / largest[1]) > 0.99
        assert abs(w / h - theme.MIN_SIZE[0] / theme.MIN_SIZE[1]) < 0.01


def test_mouse_positions_map_to_the_logical_screen(app: Any) -> None:
    from tests.synthetic import resize

    got: list[tuple[int, int]] = []

    class Catch(Scene):
        def handle_event(self, event: pygame.event.Event) -> None:
            if event.type == pygame.MOUSEBUTTONDOWN:
                got.append(event.pos)

    app.stack.push(Catch())
    app.step([resize((480, 300))])
    assert app.scale == 2.0
    app.step(click((100, 50)))
    assert got == [(200, 100)]


def test_wants_frames_keeps_the_app_animating(app: Any) -> None:
    class Busy(Scene):
        def wants_frames(self) -> bool:
            return True

    assert app.step() is False
    app.stack.push(Busy())
    assert app.step() is True


def test_a_scene_covered_by_an_opaque_one_asks_for_no_frames() -> None:
    """The table under the game-over screen may still want a redraw that never comes: the app
    must not draw at full rate for it."""
    from game.scene import Scene, SceneStack

    class Restless(Scene):
        def update(self, dt: float) -> bool:
            return True

    class Still(Scene):
        pass

    class Veil(Scene):
        is_overlay = True

    stack = SceneStack()
    stack.push(Restless())
    assert stack.update(0.01)
    stack.push(Veil())  # an overlay leaves the table in view
    assert stack.update(0.01)
    stack.push(Still())  # an opaque screen covers it
    assert not stack.update(0.01)
