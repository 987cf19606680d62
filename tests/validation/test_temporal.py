"""V8: relative times resolved from the message's local time, and dates compared as values.

The resolver reads the message's own calendar date: the `timestamp`'s offset is the speaker's, so
"yesterday" said at 23:15 in Chicago is the day before the Chicago date, whatever the UTC date.
"""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta, timezone

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.model import Message, Outcome, Reason
from companion.validation import validate
from companion.validation.normalize import canonicalize
from companion.validation.temporal import dates_disagree, looks_back, may_mention_time, resolve

_MONTHS = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
)  # fmt: skip
_COUNT_WORDS = {2: "two", 3: "three", 11: "eleven", 20: "twenty", 21: "twenty one", 30: "thirty"}


def _written(day: date) -> str:
    return f"{_MONTHS[day.month - 1]} {day.day}, {day.year}"


def _verdict(content: str, at: datetime, text: str, quote: str) -> tuple[Outcome, tuple[Reason, ...]]:
    messages = [Message(role="user", content=content, timestamp=at)]
    (verdict,) = validate(messages, [{"text": text, "supporting_quote": quote, "source_message_index": 0}])
    return verdict.outcome, verdict.reasons


def _days(day: date, quote: str) -> set[date]:
    """Every single day the quote's relative expressions admit."""
    out: set[date] = set()
    for res in resolve(quote, day):
        if res.relative:
            for lo, hi in res.ranges:
                out.update(lo + timedelta(days=k) for k in range((hi - lo).days + 1))
    return out


# -- the message's local date -------------------------------------------------------------------
_OFFSETS = st.integers(min_value=-12 * 4, max_value=14 * 4).map(lambda q: timezone(timedelta(minutes=15 * q)))
_INSTANTS = st.datetimes(min_value=datetime(2020, 1, 1), max_value=datetime(2035, 12, 31)).map(
    lambda d: d.replace(tzinfo=UTC)
)


@settings(max_examples=200, deadline=None)
@given(instant=_INSTANTS, zone=_OFFSETS, n=st.sampled_from(sorted(_COUNT_WORDS)), digits=st.booleans())
def test_n_days_ago_is_the_local_date_minus_n(
    instant: datetime, zone: timezone, n: int, digits: bool
) -> None:
    """Property: "N days ago" (in digits or words) at any offset is the local date minus N."""
    local = instant.astimezone(zone)
    count = str(n) if digits else _COUNT_WORDS[n]
    quote = f"we moved into the flat {count} days ago"
    assert _days(local.date(), quote) == {local.date() - timedelta(days=n)}
    outcome, _ = _verdict(
        quote, local, f"User moved into the flat on {_written(local.date() - timedelta(days=n))}.", quote
    )
    assert outcome is Outcome.ACCEPT


@settings(max_examples=200, deadline=None)
@given(instant=_INSTANTS, zone=_OFFSETS)
def test_yesterday_from_the_utc_date_is_rejected_when_the_local_date_differs(
    instant: datetime, zone: timezone
) -> None:
    """Property: when the local date and the UTC date differ, a fact dated from the UTC date
    ("yesterday" = UTC date - 1) is a wrong date, and the local one is right."""
    local = instant.astimezone(zone)
    quote = "my car got towed yesterday"
    right = local.date() - timedelta(days=1)
    wrong = instant.date() - timedelta(days=1)
    outcome, _ = _verdict(quote, local, f"User's car got towed on {_written(right)}.", quote)
    assert outcome is Outcome.ACCEPT
    if wrong != right:
        outcome, reasons = _verdict(quote, local, f"User's car got towed on {_written(wrong)}.", quote)
        assert outcome is Outcome.REJECT, reasons


def test_a_late_evening_west_of_utc_and_an_early_morning_east_of_it() -> None:
    chicago = datetime(2026, 3, 10, 23, 15, tzinfo=timezone(timedelta(hours=-5)))  # 04:15 UTC on the 11th
    tokyo = datetime(2026, 6, 2, 6, 40, tzinfo=timezone(timedelta(hours=9)))  # 21:40 UTC on the 1st
    assert _days(chicago.date(), "yesterday") == {date(2026, 3, 9)}
    assert _days(tokyo.date(), "the day before yesterday") == {date(2026, 5, 31)}
    assert _days(tokyo.date(), "day after tomorrow") == {date(2026, 6, 4)}


# -- counts, directions and regional forms -------------------------------------------------------
WED = date(2026, 10, 7)  # a Wednesday


def test_counts_back_before_and_beyond_ten() -> None:
    assert _days(WED, "three days back") == {date(2026, 10, 4)}
    assert _days(WED, "before three days") == {date(2026, 10, 4)}  # Indian English: three days ago
    assert _days(WED, "twenty one days ago") == {date(2026, 9, 16)}
    assert _days(WED, "a fortnight ago") == {date(2026, 9, 23)}
    assert _days(WED, "in a fortnight") == {date(2026, 10, 21)}
    assert _days(WED, "two weeks ago today") >= {date(2026, 9, 23)}


def test_vague_counts_are_narrow_ranges() -> None:
    """'a couple of weeks' is two or three weeks, not anything up to ten."""
    couple = _days(WED, "in a couple of weeks")
    assert (min(couple), max(couple)) == (date(2026, 10, 19), date(2026, 11, 1))
    few = _days(WED, "a few days ago")
    assert (min(few), max(few)) == (date(2026, 10, 1), date(2026, 10, 5))


def test_regional_weekdays_and_weekends() -> None:
    assert _days(WED, "saturday gone") == {date(2026, 10, 3)}  # Scots and northern English
    assert _days(WED, "the weekend just gone") == {date(2026, 10, 3), date(2026, 10, 4)}
    assert _days(WED, "come friday") == {date(2026, 10, 9)}
    assert _days(WED, "this past weekend") == {date(2026, 10, 3), date(2026, 10, 4)}  # US
    friday = date(2026, 10, 9)
    assert _days(friday, "this thursday") == {date(2026, 10, 8), date(2026, 10, 15)}


# -- a weekday alone: the tense decides ---------------------------------------------------------
def test_a_weekday_alone_reads_back_in_a_past_or_perfect_and_ahead_otherwise() -> None:
    thursday = date(2026, 1, 22)
    last_monday, next_monday = {date(2026, 1, 19)}, {date(2026, 1, 26)}
    assert _days(thursday, "on monday i went for my first swim") == last_monday
    assert _days(thursday, "monday was my last day at the plant") == last_monday
    assert _days(thursday, "i've had the stitches out on monday") == last_monday
    assert _days(thursday, "i'm after finishing my chemo on monday") == last_monday  # Irish perfect
    assert _days(thursday, "i've got a job interview on monday") == next_monday
    assert _days(thursday, "my interview is on monday") == next_monday
    assert _days(thursday, "i booked the dentist and i'll go on monday") == next_monday
    assert _days(thursday, "i booked the dentist for monday") == last_monday | next_monday


def test_a_weekday_that_is_a_habit_or_has_a_date_is_not_read_alone() -> None:
    thursday = date(2026, 1, 22)
    assert _days(thursday, "i swim every monday") == set()
    assert _days(thursday, "i swim on mondays") == set()
    assert [r.phrase for r in resolve("my scan is on friday the thirteenth", thursday)] == []
    assert [r.phrase for r in resolve("my scan is friday, march 13", thursday)] == ["march 13"]


def test_looks_back() -> None:
    assert looks_back("we went up to see her")
    assert looks_back("we were up at the lake")
    assert not looks_back("were off to the lake")  # "we're" heard without its apostrophe
    assert not looks_back("i've got a scan")
    assert not looks_back("we're gonna put an offer in")


# -- the fast path --------------------------------------------------------------------------------
def test_the_fast_path_lets_every_new_form_through() -> None:
    for text in (
        "three days back",
        "before three days",
        "the weekend just gone",
        "come friday",
        "on saturday",
    ):
        assert may_mention_time(canonicalize(text).key_set, text), text


# -- dates compared as values ---------------------------------------------------------------------
def test_a_day_number_equal_to_a_count_backs_no_date() -> None:
    """'in 3 days' from December 30 is January 2: the '3' of the quote does not back January 3."""
    hawaii = datetime(2026, 12, 30, 23, 50, tzinfo=timezone(timedelta(hours=-10)))
    quote = "in 3 days i'm starting my new job at the hospital"
    outcome, reasons = _verdict(
        quote, hawaii, "User starts a new job at the hospital on January 3, 2027.", quote
    )
    assert outcome is Outcome.REJECT
    assert Reason.DATE_MISMATCH in reasons
    outcome, _ = _verdict(quote, hawaii, "User starts a new job at the hospital on January 2, 2027.", quote)
    assert outcome is Outcome.ACCEPT
    resolved = resolve(quote, hawaii.date())
    assert dates_disagree("on January 3, 2027", resolved, quote, hawaii.date()) == "January 3, 2027"
    assert dates_disagree("on January 2, 2027", resolved, quote, hawaii.date()) is None


def test_a_date_the_user_spoke_is_left_to_the_specifics_rule() -> None:
    """A month or an ordinal in the message ("the twelfth") may be the fact's date in words."""
    day = date(2026, 5, 5)
    quote = "tomorrow i fly out and i'm back on the twelfth"
    assert dates_disagree("on May 12, 2026", resolve(quote, day), quote, day) is None


def test_the_other_day_backs_no_precise_date() -> None:
    at = datetime(2026, 3, 12, 14, 0, tzinfo=UTC)
    quote = "the other day i bumped into my old headteacher"
    outcome, _ = _verdict(quote, at, "User bumped into their old headteacher on March 10, 2026.", quote)
    assert outcome is Outcome.REJECT


def test_in_n_years_in_a_past_fact_is_how_long_not_when() -> None:
    at = datetime(2026, 1, 22, 18, 0, tzinfo=UTC)
    quote = "on monday i went for my first swim in about ten years"
    outcome, reasons = _verdict(
        quote, at, "User went for their first swim in about ten years on Monday, January 19, 2026.", quote
    )
    assert outcome is Outcome.ACCEPT, reasons
    outcome, reasons = _verdict(
        "my results should be back in roughly three weeks",
        at,
        "User's results should be back in roughly three weeks.",
        "my results should be back in roughly three weeks",
    )
    assert outcome is Outcome.REJECT
    assert Reason.UNRESOLVED_RELATIVE_TIME in reasons


def test_seasons_in_either_hemisphere() -> None:
    """'last summer' said in March 2026 is June-August 2025 in the north, December 2025 to
    February 2026 in the south: a fact in 2025 is backed, one in 2024 is not."""
    (last_summer,) = resolve("last summer", date(2026, 3, 5))
    assert last_summer.ranges == (
        (date(2025, 6, 1), date(2025, 8, 31)),
        (date(2025, 12, 1), date(2026, 2, 28)),
    )
    (next_spring,) = resolve("next spring", date(2026, 4, 5))  # the northern one is under way
    assert next_spring.ranges == (
        (date(2027, 3, 1), date(2027, 5, 31)),
        (date(2026, 9, 1), date(2026, 11, 30)),
    )
    at = datetime(2026, 3, 5, 10, 0, tzinfo=UTC)
    quote = "last summer we went to crete"
    assert _verdict(quote, at, "User went to Crete in the summer of 2025.", quote)[0] is Outcome.ACCEPT
    assert _verdict(quote, at, "User went to Crete in the summer of 2024.", quote)[0] is Outcome.REJECT


def test_a_weekday_alone_never_sets_or_refuses_valid_from() -> None:
    """'i play football on saturday' may be a habit: the weekday read from the tense backs a date
    the fact writes, but a valid_from on the message's day stands, and none is made up."""
    at = datetime(2026, 1, 22, 18, 0, tzinfo=UTC)  # a Thursday
    messages = [Message(role="user", content="i play five a side football on saturday", timestamp=at)]
    quote = "i play five a side football on saturday"
    for valid_from in (None, at.date().isoformat()):
        candidate: dict[str, object] = {
            "text": "User plays five-a-side football on Saturdays.",
            "supporting_quote": quote,
            "source_message_index": 0,
            "valid_from": valid_from,
        }
        (verdict,) = validate(messages, [candidate])
        assert verdict.outcome is Outcome.ACCEPT, verdict.reasons
        assert verdict.valid_from == (None if valid_from is None else at.date())


def test_the_weekend_alone_reads_by_the_tense() -> None:
    monday, wednesday = date(2026, 10, 5), date(2026, 10, 7)
    assert _days(monday, "we went down to the coast at the weekend") == {date(2026, 10, 3), date(2026, 10, 4)}
    assert _days(wednesday, "on the weekend we're taking the kids out") == {
        date(2026, 10, 10),
        date(2026, 10, 11),
    }
    assert _days(wednesday, "the weekend of the fifth") == set()
    at = datetime(2026, 10, 5, 19, 0, tzinfo=UTC)
    quote = "we went down to the coast at the weekend"
    outcome, reasons = _verdict(quote, at, "User went to the coast at the weekend.", quote)
    assert outcome is Outcome.PENDING  # held: which weekend is for the user to say
    assert reasons[0] is Reason.UNRESOLVED_RELATIVE_TIME


def test_earlier_and_later_this_week() -> None:
    thursday = date(2026, 10, 8)
    assert _days(thursday, "earlier this week") == {date(2026, 10, 5), date(2026, 10, 6), date(2026, 10, 7)}
    assert max(_days(thursday, "later this month")) == date(2026, 10, 31)


# -- a fact's date in ISO 8601 form --------------------------------------------------------------
_DAYS = st.dates(min_value=date(1930, 1, 1), max_value=date(2040, 12, 31))


@settings(max_examples=300, deadline=None)
@given(day=_DAYS)
def test_an_iso_date_has_the_keys_of_the_date_written_out(day: date) -> None:
    """Property: "2025-03-14" in a fact is read as "March 14, 2025" (an extractor often writes
    dates in ISO form): the same month, day and year keys, in that order."""
    assert canonicalize(f"on {day.isoformat()}.").keys == canonicalize(f"on {_written(day)}.").keys


@settings(max_examples=150, deadline=None)
@given(instant=_INSTANTS, zone=_OFFSETS, shift=st.integers(min_value=-3, max_value=3))
def test_tomorrow_backs_an_iso_date_only_when_it_is_the_next_local_day(
    instant: datetime, zone: timezone, shift: int
) -> None:
    """Property: "tomorrow" said at any instant and offset backs the fact's ISO date exactly when
    that date is the day after the speaker's local date; a day off either way is refused."""
    local = instant.astimezone(zone)
    meant = local.date() + timedelta(days=1)
    written = meant + timedelta(days=shift)
    quote = "the plumber is coming tomorrow to fix the boiler"
    outcome, _ = _verdict(quote, local, f"User's plumber comes on {written.isoformat()}.", quote)
    if shift == 0:
        assert outcome is Outcome.ACCEPT
    else:
        assert outcome is not Outcome.ACCEPT


def test_an_iso_date_against_a_spoken_date_and_a_bad_iso_date() -> None:
    at = datetime(2025, 5, 2, 12, 0, tzinfo=UTC)
    said = "we got our keys on the third of april twenty twenty five"
    quote = "We got our keys on the third of April 2025."
    assert _verdict(said, at, "User got their keys on 2025-04-03.", quote)[0] is Outcome.ACCEPT
    assert _verdict(said, at, "User got their keys on 2025-04-04.", quote)[0] is Outcome.REJECT
    assert _verdict(said, at, "User got their keys on 2024-04-03.", quote)[0] is Outcome.REJECT
    # not a calendar date: its three numbers, none of which the user said
    assert canonicalize("2025-13-40").keys == ("2025", "13", "40")


@settings(max_examples=150, deadline=None)
@given(day=st.dates(min_value=date(2021, 1, 1), max_value=date(2034, 12, 31)), gap=st.integers(1, 300))
def test_a_day_of_a_month_said_without_a_year_takes_the_nearest_year_the_tense_points_to(
    day: date, gap: int
) -> None:
    """Property: a day of a month spoken without a year backs the year of its nearest occurrence
    in the tense's direction (the next one for a plan, the last one for something done) and
    never the year a full year away."""
    ahead, behind = day + timedelta(days=gap), day - timedelta(days=gap)
    at = datetime(day.year, day.month, day.day, 12, 0, tzinfo=UTC)
    for target, said, wrong in (
        (ahead, "we move into the new flat on the {} of {}", ahead.year - 1),
        (behind, "we moved into the new flat on the {} of {}", behind.year + 1),
    ):
        if target.month == day.month and target.year != day.year:
            continue  # same month a year away: a gap this long is not what the sentence means
        if (target.month, target.day) == (2, 29):
            continue
        spoken = said.format(_ORDINALS[target.day], _MONTHS[target.month - 1].lower())
        quote = spoken.capitalize() + "."
        right = _verdict(spoken, at, f"User moved into the new flat on {_written(target)}.", quote)[0]
        assert right is Outcome.ACCEPT, (spoken, target)
        off = target.replace(year=wrong)
        wrong_year = _verdict(spoken, at, f"User moved into the new flat on {_written(off)}.", quote)[0]
        assert wrong_year is Outcome.REJECT, (spoken, off)


_NAMED_DAYS = (
    ("christmas", 12, 25),
    ("halloween", 10, 31),
    ("the fourth of july", 7, 4),
    ("burns night", 1, 25),
)


@settings(max_examples=100, deadline=None)
@given(
    day=st.dates(min_value=date(2021, 1, 1), max_value=date(2034, 12, 31)), named=st.sampled_from(_NAMED_DAYS)
)
def test_a_named_day_takes_its_nearest_occurrence_in_the_tenses_direction(
    day: date, named: tuple[str, int, int]
) -> None:
    """Property: a day named instead of dated ("christmas", "the fourth of july") backs the year of
    its next occurrence in words of a plan and of its last one in words of something done, and
    never this year's once it has passed for a plan ("we move in on the fourth of july" said in
    December is next July: this year's was read too)."""
    name, month, dom = named
    at = datetime(day.year, day.month, day.day, 12, 0, tzinfo=UTC)
    this = date(day.year, month, dom)
    upcoming = this if this >= day else date(day.year + 1, month, dom)
    last = this if this <= day else date(day.year - 1, month, dom)
    for target, said, fact, others in (
        (upcoming, f"we're going to my sister's for {name}", "User is going to their sister's on {}.",
         (upcoming.year - 1, upcoming.year + 1)),
        (last, f"we went to my sister's for {name}", "User went to their sister's on {}.",
         (last.year - 1, last.year + 1)),
    ):  # fmt: skip
        quote = said.capitalize() + "."
        assert _verdict(said, at, fact.format(_written(target)), quote)[0] is Outcome.ACCEPT, (said, target)
        for year in others:
            off = target.replace(year=year)
            assert _verdict(said, at, fact.format(_written(off)), quote)[0] is Outcome.REJECT, (said, off)


_ORDINALS = (
    "", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
    "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
    "eighteenth", "nineteenth", "twentieth", "twenty first", "twenty second", "twenty third",
    "twenty fourth", "twenty fifth", "twenty sixth", "twenty seventh", "twenty eighth", "twenty ninth",
    "thirtieth", "thirty first",
)  # fmt: skip


# -- relative times a duration reading or a present tense used to hide --------------------------
_PHRASAL_IN = ("moved", "settled", "checked", "signed", "fitted", "moved back")
_AGO = ("ago", "back")


@settings(max_examples=60, deadline=None)
@given(
    verb=st.sampled_from(_PHRASAL_IN),
    n=st.sampled_from(["two", "three", "a couple of", "a few", "twenty one", "6"]),
    unit=st.sampled_from(["days", "weeks", "months", "years"]),
    direction=st.sampled_from(_AGO),
)
def test_a_count_that_points_back_stays_relative_after_the_in_of_a_phrasal_verb(
    verb: str, n: str, unit: str, direction: str
) -> None:
    """ "User moved in a couple of weeks ago": the "in" belongs to the verb, the count to "ago";
    read as "in <n> <units>" (how long, in a past fact) it hid the relative time."""
    at = datetime(2026, 3, 11, 18, 20, tzinfo=UTC)
    said = f"we {verb} in {n} {unit} {direction}"
    outcome, reasons = _verdict(said, at, f"User {verb} in {n} {unit} {direction}.", said)
    assert outcome is Outcome.REJECT
    assert Reason.UNRESOLVED_RELATIVE_TIME in reasons


def test_how_long_after_in_is_still_no_date() -> None:
    at = datetime(2026, 3, 11, 18, 20, tzinfo=UTC)
    said = "i haven't had a cigarette in fifteen years"
    assert _verdict(said, at, "User hasn't had a cigarette in fifteen years.", said)[0] is Outcome.ACCEPT


def test_a_weekday_alone_in_a_fact_that_looks_ahead_is_held() -> None:
    """An arrangement ahead ("is flying", "will see", "going to") on a weekday alone leaves which
    one to the reader, as a past event does (rejected there), but the user said no more: held for
    review with the reason. A habit, a date beside it, or the present simple (a habit said
    loosely) are accepted."""
    at = datetime(2026, 3, 11, 18, 20, tzinfo=UTC)  # a Wednesday
    for said, fact in [
        ("i'm flying to rome on monday", "User is flying to Rome on Monday."),
        ("i'll see the gp on friday", "User will see the GP on Friday."),
        ("my daughter is starting swimming on saturday", "User's daughter is starting swimming on Saturday."),
        ("we're going to the coast on sunday", "User is going to the coast on Sunday."),
    ]:  # fmt: skip
        outcome, reasons = _verdict(said, at, fact, said)
        assert outcome is Outcome.PENDING, fact
        assert Reason.UNRESOLVED_RELATIVE_TIME in reasons
    for said, fact in [
        ("i'm flying to rome on monday the sixteenth of march", "User flies to Rome on Monday, March 16."),
        ("i swim on mondays", "User swims on Mondays."),
        ("every friday i see my mum", "User sees their mum every Friday."),
        ("i play golf on sunday with my brother", "User plays golf on Sunday with their brother."),
    ]:  # fmt: skip
        outcome, reasons = _verdict(said, at, fact, said)
        assert outcome is Outcome.ACCEPT, (fact, reasons)
