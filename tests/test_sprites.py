"""Tweens, the animation queue, card sprites, the hand fan and hit-testing (other piece kinds:
test_pieces.py)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import math  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.anim import (  # noqa: E402
    EASINGS,
    AnimationQueue,
    Call,
    Parallel,
    Sequence,
    Tween,
    Wait,
    speed_factor,
    stagger,
)
from game.art import CardArt  # noqa: E402
from game.pieces.base import draw_pieces, topmost_at  # noqa: E402
from game.pieces.card import CardSprite  # noqa: E402
from game.sprites import SHOWN, fan_layout, fan_lift, fan_spread  # noqa: E402
from rules.copas.deck import copas_deck  # noqa: E402

SIZE = (56, 84)


def run(step, dt: float = 1 / 60, limit: int = 10_000) -> int:
    """Advance a step frame by frame until done; the number of frames it took."""
    for frame in range(1, limit):
        step.update(dt)
        if step.done:
            return frame
    raise AssertionError("step never finished")


# ---- easing and tweens -----------------------------------------------------------------------------

@pytest.mark.parametrize("name", sorted(EASINGS))
def test_easings_start_at_zero_and_end_at_one(name: str) -> None:
    ease = EASINGS[name]
    assert ease(0.0) == pytest.approx(0.0, abs=1e-9)
    assert ease(1.0) == pytest.approx(1.0, abs=1e-9)


def test_tween_reaches_its_end_exactly() -> None:
    seen = []
    t = Tween((0.0, 0.0), (100.0, 50.0), 0.25, "in_out_cubic", apply=seen.append)
    run(t, dt=0.07)
    assert t.done and t.value == (100.0, 50.0) and seen[-1] == (100.0, 50.0)
    assert all(0 <= v[0] <= 100 for v in seen)


def test_tween_reads_a_lazy_start_when_it_begins() -> None:
    box = {"x": 5.0}
    t = Tween(lambda: box["x"], 10.0, 1.0, "linear", apply=lambda v: box.__setitem__("x", v))
    box["x"] = 8.0  # moved by something else before this tween starts
    t.update(0.5)
    assert box["x"] == pytest.approx(9.0)


def test_zero_duration_tween_is_instant() -> None:
    t = Tween(0.0, 1.0, 0.0)
    assert t.update(0.0) == 0.0 and t.done and t.value == 1.0


def test_sequence_carries_leftover_time_forward() -> None:
    order = []
    seq = Sequence(Wait(0.1), Call(lambda: order.append("a")), Wait(0.1), Call(lambda: order.append("b")))
    seq.update(0.15)
    assert order == ["a"]
    seq.update(0.06)
    assert order == ["a", "b"] and seq.done


def test_parallel_waits_for_the_longest() -> None:
    short, long = Tween(0.0, 1.0, 0.1), Tween(0.0, 1.0, 0.3)
    par = Parallel(short, long)
    par.update(0.2)
    assert short.done and not long.done and not par.done
    assert par.update(0.15) == pytest.approx(0.05)
    assert par.done


def test_stagger_starts_each_step_later() -> None:
    tweens = [Tween(0.0, 1.0, 0.1, "linear") for _ in range(3)]
    group = stagger(tweens, 0.05)
    group.update(0.05)
    assert [t.value for t in tweens] == pytest.approx([0.5, 0.0, 0.0])
    run(group)
    assert all(t.done for t in tweens)


# ---- the queue and its speed -------------------------------------------------------------------

def test_queue_plays_in_order_and_reports_busy() -> None:
    queue = AnimationQueue(speed=1.0)
    assert not queue.busy
    log = []
    a = Tween(0.0, 1.0, 0.2, apply=lambda v: log.append(("a", v)))
    b = Tween(0.0, 1.0, 0.2, apply=lambda v: log.append(("b", v)))
    queue.add(a, b)
    assert queue.busy
    queue.update(0.1)
    assert not a.done and b.value == 0.0
    for _ in range(100):
        queue.update(1 / 60)
    assert a.done and b.done and not queue.busy
    assert [name for name, _ in log] == sorted(name for name, _ in log)  # all of a, then all of b


def test_speed_off_is_instant() -> None:
    queue = AnimationQueue(speed=speed_factor("off"))
    sprite = CardSprite(None, (0, 0), SIZE)
    flipped = []
    queue.add(sprite.move_to((300, 200), 0.5), sprite.flip(0.4), Call(lambda: flipped.append(True)), Wait(2.0))
    queue.add_parallel([sprite.lift_to(10, 0.2), sprite.rotate_to(15, 0.3)])
    queue.update(0.0)
    assert not queue.busy
    assert sprite.pos == (300, 200) and sprite.face_up and flipped == [True]
    assert sprite.lift == 10 and sprite.rotation == 15 and sprite.flip_scale == 1.0


@pytest.mark.parametrize(("setting", "frames"), [("fast", 15), ("normal", 30), ("slow", 51)])
def test_speed_scales_durations(setting: str, frames: int) -> None:
    queue = AnimationQueue(speed=speed_factor(setting))
    queue.add(Wait(0.5))
    assert run(queue_step(queue), dt=1 / 60) == pytest.approx(frames, abs=1)


def queue_step(queue: AnimationQueue):
    class Step:
        @property
        def done(self) -> bool:
            return not queue.busy

        def update(self, dt: float) -> float:
            queue.update(dt)
            return 0.0

    return Step()


def test_finish_and_clear() -> None:
    queue = AnimationQueue()
    t = Tween(0.0, 1.0, 10.0)
    queue.add(t)
    queue.finish()
    assert t.done and not queue.busy
    queue.add(Wait(5.0))
    queue.clear()
    assert not queue.busy
    with pytest.raises(ValueError):
        speed_factor("ludicrous")
    with pytest.raises(ValueError):
        AnimationQueue(speed=-1)


# ---- card sprites --------------------------------------------------------------------------------

def test_flip_turns_the_card_over_halfway() -> None:
    sprite = CardSprite(copas_deck().card("7C"), (50, 50), SIZE, face_up=False)
    flip = sprite.flip(0.2)
    flip.update(0.099)
    assert not sprite.face_up and sprite.flip_scale < 0.1
    flip.update(0.002)
    assert sprite.face_up
    run(flip)
    assert sprite.face_up and sprite.flip_scale == 1.0


def test_unknown_cards_always_show_their_back() -> None:
    sprite = CardSprite(None, (0, 0), SIZE, face_up=True)
    assert not sprite.shows_face


def test_sprites_draw_in_every_state() -> None:
    pygame.init()
    art = CardArt("portuguese", SIZE)
    screen = pygame.Surface((400, 300))
    deck = copas_deck()
    sprites = []
    for i, state in enumerate(["plain", "legal", "selected", "dimmed", "rotated", "flipping", "back", "lifted"]):
        s = CardSprite(deck[i], (30 + 45 * i, 150), SIZE, face_up=state != "back", z=i)
        s.legal = state == "legal"
        s.selected = state == "selected"
        s.dimmed = state == "dimmed"
        s.rotation = 20.0 if state == "rotated" else 0.0
        s.flip_scale = 0.4 if state == "flipping" else 1.0
        s.lift = 12 if state == "lifted" else 0
        sprites.append(s)
    draw_pieces(screen, sprites, art)
    assert sprites[4].image(art).get_width() > SIZE[0]  # rotated
    assert sprites[5].image(art).get_width() == round(SIZE[0] * 0.4)
    assert sprites[7].rect.centery == 150 - 12
    with pytest.raises(ValueError, match="CardArt"):
        sprites[0].draw(screen)


# ---- hit-testing ---------------------------------------------------------------------------------

def test_topmost_card_wins_the_click() -> None:
    deck = copas_deck()
    rects = fan_layout(5, pygame.Rect(0, 0, 200, 120), SIZE)
    sprites = [CardSprite(deck[i], r.center, SIZE, face_up=True, z=i) for i, r in enumerate(rects)]
    overlap = (rects[1].right - 2, rects[1].centery)  # where card 1 lies under card 2
    assert rects[2].collidepoint(overlap)
    assert topmost_at(sprites, overlap) is sprites[2]
    sprites[1].z = 10  # lifted above its neighbours (e.g. being dragged)
    assert topmost_at(sprites, overlap) is sprites[1]
    sprites[1].visible = False
    assert topmost_at(sprites, overlap) is sprites[2]
    assert topmost_at(sprites, (1000, 1000)) is None
    # equal z: the later one in the list is drawn on top
    a = CardSprite(deck[0], (50, 50), SIZE)
    b = CardSprite(deck[1], (55, 50), SIZE)
    assert topmost_at([a, b], (55, 50)) is b


def test_a_raised_card_is_hit_where_it_is_drawn() -> None:
    sprite = CardSprite(copas_deck()[0], (100, 100), SIZE)
    sprite.lift = 30
    assert sprite.contains((100, 100 - 42 - 25))
    assert not sprite.contains((100, 100 + 42 - 5))


def test_a_card_leaving_the_hand_stays_where_it_is_drawn() -> None:
    """``unraise`` drops the lift, the fan's spread and the marks, but not the card's place on
    the screen: a played card flies from where the player saw it."""
    sprite = CardSprite(copas_deck()[0], (100, 100), SIZE)
    sprite.lift, sprite.spread, sprite.legal, sprite.selected = 14, -9, True, True
    drawn = sprite.rect.copy()
    sprite.unraise()
    assert sprite.rect == drawn
    assert (sprite.lift, sprite.spread, sprite.legal, sprite.selected) == (0, 0, False, False)


# ---- the hand fan --------------------------------------------------------------------------------

AREAS = [
    (pygame.Rect(210, 500, 820, 210), (120, 180)),  # large cards, logical table
    (pygame.Rect(158, 405, 614, 157), (56, 84)),  # small cards at 960x600
    (pygame.Rect(0, 0, 300, 100), (56, 84)),  # a cramped panel
    (pygame.Rect(10, 10, 60, 84), (56, 84)),  # barely one card wide, no room to rise
]


@pytest.mark.parametrize(("area", "size"), AREAS)
@pytest.mark.parametrize("count", range(1, 17))
def test_fan_fits_its_area(area: pygame.Rect, size: tuple[int, int], count: int) -> None:
    raised = [i % 3 == 0 for i in range(count)]
    rects = fan_layout(count, area, size, raised=raised)
    assert len(rects) == count
    for r in rects:
        assert area.contains(r), f"{r} leaves {area}"
        assert r.size == size
    xs = [r.x for r in rects]
    assert xs == sorted(xs)
    steps = {b - a for a, b in zip(xs, xs[1:])}
    assert max(steps, default=0) - min(steps, default=0) <= 1, "cards are evenly spaced"
    lift = fan_lift(area, size)
    for r, up in zip(rects, raised):
        assert r.bottom == area.bottom - (lift if up else 0)
    left_gap = rects[0].x - area.x
    right_gap = area.right - rects[-1].right
    assert abs(left_gap - right_gap) <= 1, "the fan is centred"


@pytest.mark.parametrize(("area", "size"), AREAS)
@pytest.mark.parametrize("count", range(2, 17))
def test_a_fan_opens_after_a_raised_card(area: pygame.Rect, size: tuple[int, int], count: int) -> None:
    """Whichever card is raised: the fan stays in its area and in order; the next card clears
    the raised one by as much as the room allows (all of it, or every other gap at ``SHOWN``);
    the raised card moves less than the strip of it that showed, so the mouse stays on it."""
    w = size[0]
    rest = fan_layout(count, area, size)
    step = rest[1].x - rest[0].x
    for raised in range(count):
        moves = fan_spread(count, area, size, raised)
        rects = [r.move(dx, 0) for r, dx in zip(rest, moves)]
        assert all(area.contains(r) for r in rects), f"{rects} leave {area}"
        xs = [r.x for r in rects]
        assert xs == sorted(xs)
        if step >= w or raised == count - 1:
            assert moves == [0] * count, "nothing hidden, nothing moves"
            continue
        gaps = [b - a for a, b in zip(xs, xs[1:])]
        opened = gaps[raised]
        others = gaps[:raised] + gaps[raised + 1:]
        assert opened >= step
        squeezed = all(g <= min(step, SHOWN * w) + 1 for g in others)  # +1: whole pixels
        assert opened >= w - 1 or (squeezed and rects[-1].right >= area.right - 1), "room was left unused"
        assert all(g >= min(step, SHOWN * w) - 1 for g in others), "a card's index was squeezed out"
        assert abs(moves[raised]) <= w - step, "the raised card slid out from under the mouse"
    assert fan_spread(count, area, size, None) == [0] * count


def test_fan_spreads_a_few_cards_without_overlap() -> None:
    rects = fan_layout(3, pygame.Rect(0, 0, 800, 200), (100, 150))
    assert all(not a.colliderect(b) for a, b in zip(rects, rects[1:]))


def test_fan_margin_keeps_glows_inside() -> None:
    area = pygame.Rect(0, 0, 600, 200)
    rects = fan_layout(10, area, (90, 135), margin=10)
    inner = area.inflate(-20, -20)
    assert all(inner.contains(r) for r in rects)
    assert fan_layout(0, area, (90, 135)) == []
    with pytest.raises(ValueError):
        fan_layout(2, area, (90, 135), raised=[True])


def test_sprite_follows_fan_positions() -> None:
    area, size = AREAS[1]
    rects = fan_layout(8, area, size)
    queue = AnimationQueue(speed=0.5)
    sprites = [CardSprite(c, (0, 0), size, face_up=True) for c in copas_deck()[:8]]
    queue.add_parallel([s.move_to(r.center, 0.3) for s, r in zip(sprites, rects)])
    for _ in range(60):
        queue.update(1 / 60)
    assert not queue.busy
    assert [s.rect for s in sprites] == rects
    assert all(math.isclose(s.target[0], r.centerx) for s, r in zip(sprites, rects) if s.target)
