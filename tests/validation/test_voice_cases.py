"""Cases as data: the project's own voice-style conversations, run through the gate.

`tests/data/validation/voice/*.jsonl` are companion conversations in speech-to-text style that we
wrote (format and labels as `../shared/eval/LABELING.md`): round 1 by kind (`accept_kinds`,
`reject_kinds_*`), later rounds each written blind in another register (`round2_*` .. `round6`;
`round5` .. `round8` by writers who never saw the gate's code or these files, kept for checking
(`round7`, written 2026-12-01 night, measured once before and once after that night's gate rounds,
unread by the rounds' authors; `round8`, written 2026-12-02 with the shared set's 34 kinds in their
proportions, measured once before and once after that night's three gate rounds, unread by their
authors; `round9`, written 2026-12-02 morning the same way plus 40 cases of later turns that take a
statement back or only mention its topic (ids 321-360), measured before and after that morning's
gate rounds, unread by their authors; `round10`, written 2026-12-02 day by a sixth blind writer the
same way, measured before and after that day's rounds; the lead read its false rejects once and
fixed one kind found there, dates written in ISO form, so its relative-time verdicts are no longer
blind; `round11`, written 2026-12-02 morning by a seventh blind writer the same way, measured before
and after that morning's rounds, unread by anyone who changed a rule; `round12`, written
2026-12-02 afternoon by an eighth blind writer the same way, measured before and after that
afternoon's three rounds, unread by their authors; the lead read the gate's reasons on one case,
bisecting a false accept a merge had brought; `round13`, written 2026-12-02 evening by two more
blind writers, 180 cases each in every kind (ids renumbered per kind, so each half holds both
writers), measured before and after that evening's four rounds, unread by anyone who changed a
rule; `round14`, written 2026-12-03 morning by two more blind writers the same way, measured before
and after that morning's round, unread by anyone who changed a rule):
`round6` (elderly, non-native, teen, regional speech, run-on transcripts, homophones) is the
writer's file byte for byte; only its even-numbered cases were read to fix the kinds behind them),
and `mechanisms_a` .. `mechanisms_f` with one small group per phenomenon the gate reads
(`mechanisms_c`: run-on turns without stops, idioms of doubt and retraction, sarcasm and jokes
marked in the text, dialect grammar; `mechanisms_d`: a next turn that points back at the statement,
jokes shown by laughter or an impossible age, sarcasm shown by "more like" or mock agreement,
conditions after asides, spoken money and clock times, relations of relations, a bare "no" answering
before a statement, past wishes, facts about kids; `mechanisms_e`: what a later turn does to a
statement, read by mechanism: a word of the fact negated, stopped or called off, a value of the same
type corrected, a correction or a "no" to nothing asked opening the next turn, and later turns that
only elaborate; `mechanisms_f`: readings by grammar within the message: a present fact backed only
by the same verb in the past, "'s" before an adverb or participle read as "has"/"is" so the subject
stays the neighbour, proposals to the listener ("let's", "can we"), written laughter after a
statement and "yeah nah" answering no question; `mechanisms_later_a`: moves of discourse in a later
turn that undo a statement, each with near misses that keep it: a word of the fact held up ("well i
say retired"), a specific denied ("not leeds"), an admission ("that's a lie"), the present put in
the past ("well, played"), an obstacle settled ("so that's that"), the thing lost to someone else,
and a contrast that says the fact again), `mechanisms_ending_a`: later turns that say the state
ended or the plan went otherwise, each with near misses: a bare past clause ("well she was", "he
did, till march"), the fact's value held until a past time, a change announced of nothing named
("things have changed actually", "change of plan"), a word of the fact put out of its place
("instead of driving"), a word held up while the user keeps saying it, an outcome against the
fact), `mechanisms_referback_a`: later turns that refer back by a pronoun or ellipsis and report
an outcome against the fact ("so i'm not doing it", "we've given up on that", "so, not anymore",
"he lost the house"), each with near misses, and present verbs and a noun that are not a past
tense or a contraction ("we rent", "i feed", "my shed"), `mechanisms_later_b`: later turns that
fill a slot of the statement otherwise, with no word of retraction ("we're staying where we
are", "i failed it actually", "that was my brother not me", "it's on thursdays now", "she's in
york actually", "i teach physics now", "that was years ago", "the cafe's gone now"), each with a
near miss that adds a detail, speaks of somebody else or says a one-off,
`mechanisms_readings_a`: readings behind
false rejects of grounded facts, each with a near miss (words heard as numbers or units that sound
the same, sentences in a transcript that lost its stops, a tag heard as a homophone, "it feels
like", a negated "imagine", a negated first clause the fact does not rest on, a citation adjunct,
habitual "try to", part of a fact said outright beside a report), `mechanisms_gate_g4_a`:
"did" as the main verb of a statement whose subject speech dropped ("did the ironing and then
..."), beside real do-questions with a noun-phrase subject, a count before an ordinal-shaped unit
or denominator ("ninety seconds", "two thirds"), a plan the fact names as its "next step", a
number word written for "for" before a pronoun ("four us"), "in too" for "in to", and a statement
run into a question whose "do you" and stop were dropped ("... want to see it?"), "doubt" named
as a noun ("the self-doubt") and "I can imagine" said in sympathy, each with near misses, and
`mechanisms_nonliteral_a`:
speech not meant literally (a part the user plays after a pretend setting or in a shared story, a
tabletop character said with a dropped apostrophe, a pet doing what people do, more relatives than
anybody has, a body's weight of food, spans beyond a life or without sleep, a million times, a
joke job title ("professional napper"), the sarcastic welcome
of "another" nuisance), each with literal uses of the same words, `mechanisms_reactions_a`: the
exchange's shape around a statement, the assistant meeting it with laughter (with and without the
user standing by it) and a later turn that reports an event and then how things are "now", beside
"now and then", "just now", a thought, a fact said in the past and a result that says the fact
again, `probes_everyday_a`: what a companion hears most, said plainly (family, pets, medicines,
plans called off in the next turn, past possessions and plans, other people's words and wishes
about the user, counts of two nouns), `probes_everyday_b` (whose relation or name, hedges and
adverbs that all but negate, relative times resolved from a Wednesday evening),
`mechanisms_endings_a` (a later turn in which a thing the fact names ends, whoever ends it: a
death, a place closed, a thing sold, a plan put off, a medicine stopped, a last shift, a visitor
who will not come, the user waving their words away; beside the same words that end nothing),
and `temporal_a` with
relative times resolved from the message's local time (offsets on both sides of UTC, regional
forms, weekdays read by tense), and
`accept_kinds_b` with true facts that readings of mood, tense, subject or value used to reject (an
obligation the fact keeps, a noun phrase the user owns under a question or plan, a contraction
written with its apostrophe, kinship words of other Englishes, spoken amounts), `accept_kinds_c`
with true facts in wording the gate's authors did not write (a "no" that answers or corrects before
a clause of its own, a participle describing an owned noun, a condition on the talk such as "if that
helps", a two-digit year repaired, titles written short, a feeling asked about a told fact),
`probes_stop36` with stop 36's probes of later turns, questions and days alone (our own words,
each batch with controls), `probes_stop37` with stop 37's (later turns with turns between,
questions that tell, apologies and jokes set aside, spoken times, whose it is), `probes_stop38`
with stop 38's (later turns that end a plan or only look as if they do, spoken amounts and codes,
repairs, approximators, hedges of memory, conjoined claims, memory requests), and `idioms_a`
with negations inside fixed idioms of assent,
indifference or approval ("I don't see why
not", "can't complain") beside literal negations that must stay accepted, and `dates_iso_a` with
facts that write their date in ISO form ("2025-07-23") or add the year a spoken day of a month
implies ("the fifth of january" said in December is next January), beside wrong days and wrong years
that must stay refused, and `values_times_a` with specifics spoken the way they are said (run times
as number pairs, heights in feet and inches, temperatures in degrees, units spelled letter by
letter) beside changed minutes, swapped feet and inches and other scales that must stay refused.
Each new round was first measured blind, before any rule was tuned on it
(docs/validation.md keeps those first figures).

This test guards the levels measured today against regressions: a rule change that raises a
file's false-accept or false-reject rate above its bound fails here. The bounds are today's
figures plus a small margin, not targets: the targets (docs/benchmarks.md) are far lower, and the
files written last (`round3_a`, the odd halves of `round4_*`) are the project's check on data no
rule was tuned on.
"""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

import pytest

from companion.model import Message, Outcome
from companion.validation import validate

VOICE = Path(__file__).resolve().parents[1] / "data" / "validation" / "voice"

# file -> (false-accept bound, false-reject bound); measured levels plus about two points
BOUNDS: dict[str, tuple[float, float]] = {
    "accept_kinds.jsonl": (0.02, 0.07),
    "accept_kinds_b.jsonl": (0.0, 0.0),
    "accept_kinds_c.jsonl": (0.0, 0.0),
    "reject_kinds_a.jsonl": (0.06, 0.02),
    "reject_kinds_b.jsonl": (0.10, 0.05),
    "mechanisms_a.jsonl": (0.06, 0.02),
    "mechanisms_b.jsonl": (0.0, 0.0),
    "mechanisms_c.jsonl": (0.0, 0.0),
    "mechanisms_d.jsonl": (0.0, 0.0),
    "mechanisms_e.jsonl": (0.0, 0.0),
    "mechanisms_f.jsonl": (0.0, 0.0),
    "mechanisms_later_a.jsonl": (0.0, 0.0),
    "mechanisms_readings_a.jsonl": (0.0, 0.0),
    "mechanisms_subject_a.jsonl": (0.0, 0.0),
    "mechanisms_values_a.jsonl": (0.0, 0.0),
    "mechanisms_typed_a.jsonl": (0.0, 0.0),
    "mechanisms_time_ahead_a.jsonl": (0.0, 0.0),
    "mechanisms_clauses_a.jsonl": (0.0, 0.15),
    "mechanisms_object_a.jsonl": (0.0, 0.0),
    "mechanisms_moved_a.jsonl": (0.0, 0.0),
    "mechanisms_listener_a.jsonl": (0.0, 0.0),
    "mechanisms_ending_a.jsonl": (0.0, 0.0),
    "mechanisms_referback_a.jsonl": (0.0, 0.0),
    # two compound nouns whose head is also a bare verb ("did a double shift", "did the school
    # run") are still read as questions: known, measured
    "mechanisms_gate_g4_a.jsonl": (0.0, 0.12),
    "mechanisms_later_b.jsonl": (0.07, 0.0),
    "mechanisms_nonliteral_a.jsonl": (0.0, 0.0),
    # a result that names one of the fact's things again after one was lost ("now it's only bun"
    # of "two rabbits, clover and bun") reads as the fact still holding: known, measured
    "mechanisms_reactions_a.jsonl": (0.13, 0.0),
    # everyday statements probed on 2026-12-03 (main before that morning: 0.358 / 0.025); the
    # misses left are named in docs/validation.md ("Everyday statements, probed")
    "probes_everyday_a.jsonl": (0.08, 0.03),
    # people, hedges and relative times probed the same morning (main before it: 0.160 / 0.107)
    "probes_everyday_b.jsonl": (0.0, 0.0),
    # later turns that end a thing the fact names, by anybody (V12d, 2026-12-03 evening)
    "mechanisms_endings_a.jsonl": (0.0, 0.0),
    # stop 36's probes in our own words, each batch with controls (later turns: plans called off
    # in other words, a stopped thing taken up again, elliptical denials, errors in a named thing,
    # the same retractions with a neutral exchange before them; questions without marks and what
    # they take as given; memory requests; days of the month alone; hyperbole; conditions; role
    # play; meta statements), tuned on: 0.428 / 0.180 on the stop's start (0698ef1), 0.178 / 0.098
    # at its end; most of what is left is world knowledge and retractions two turns on
    "probes_stop36.jsonl": (0.19, 0.11),
    # stop 37's probes (299 cases in our own words: retractions and reversals with turns in
    # between, the next turn's callings off, questions that tell in passing, apologies and jokes
    # set aside, conditions on the telling, spoken times, whose it is, irony tags), tuned on:
    # 0.200 / 0.395 on the stop's start (883c610), 0.111 / 0.101 at its end
    "probes_stop37.jsonl": (0.12, 0.12),
    # stop 38's probes (405 cases in our own words, each batch with controls), tuned on: 0.302 /
    # 0.247 on the stop's start (85a3827), 0.149 / 0.063 at its end; the rest are kinds left open
    # (world-knowledge retractions, sarcasm by incongruity, unsaid modifiers)
    "probes_stop38.jsonl": (0.16, 0.08),
    # stop 40's probes in our own words, each kind with controls (blessings; a hope after "so";
    # a value after a pause; a third party's state denied; a number in a month; a bare repair
    # opening the next turn; a value said "now"): 0.500 / 0.263 on the stop's start (52fc8c9),
    # tuned on; not trained on
    "probes_stop40.jsonl": (0.0, 0.0),
    # stop 41's probes in our own words, each kind with controls: praise undercut by a mishap
    # told with "only", a count or "again" (sarcasm); the thing of a habit stopped, ended,
    # finished or folded by anybody, and one occasion of it ending; another number opening the
    # next turn as a repair: 0.783 / 0.059 on the stop's start (931fcc2), tuned on; not
    # trained on. The false reject left is a control ("the rain stopped play" read as the son
    # stopping), an older reading, not this stop's
    "probes_stop41.jsonl": (0.0, 0.08),
    # stop 45's development set (160 cases written for the project by a helper from LABELING.md:
    # 20 each of six accept kinds where held-out sets fail more than ours, self-corrections,
    # titles and units, questions that tell, memory requests, grounded speech, spoken dates, and
    # two reject kinds, the corrected value kept and a specific changed): 0.225 / 0.083 on the
    # stop's start (6b981c0), 0.125 / 0.075 at its end (even ids 4 -> 0 false accepts, odd
    # ids, only counted, 5 -> 5); not trained on
    "probes_stop45.jsonl": (0.13, 0.08),
    # stop 46's development set (160 cases by a helper from LABELING.md: ten Englishes written as
    # they sound, 10 accept and 6 reject cases each, with tidy standard-English quotes): 0.067 /
    # 0.720 on the stop's end. Measured only: a first table of ~40 more dialect spellings fixed
    # none of its false rejects (each quote tidies three to six forms) and was not kept
    # (docs/validation.md, "Stop 46"); not trained on
    "probes_stop46.jsonl": (0.07, 0.73),
    # stop 47's development set (150 cases by a helper from LABELING.md, 50 per group, half
    # accept: lists and coordinated items; contractions written out in the quote; the speaker's
    # "me" for "my" beside "me" as an object): 0.267 / 0.480 on the stop's start (d788bc5),
    # 0.200 / 0.080 after V4e (contractions), V4c's own-verb reading and V6c (roles turned
    # round), 0.133 / 0.080 at the stop's end (lists, V6c's later readings); not trained on
    "probes_stop47.jsonl": (0.14, 0.09),
    "idioms_a.jsonl": (0.0, 0.0),
    "round2_a.jsonl": (0.06, 0.05),
    "round2_b.jsonl": (0.04, 0.04),
    "round2_c.jsonl": (0.06, 0.05),
    "round3_a.jsonl": (0.27, 0.15),
    "round3_b.jsonl": (0.09, 0.15),
    "round4_a.jsonl": (0.22, 0.17),
    "round4_b.jsonl": (0.17, 0.18),
    "round5.jsonl": (0.12, 0.11),
    "round6.jsonl": (0.09, 0.13),
    "round7.jsonl": (0.14, 0.12),
    "round8.jsonl": (0.08, 0.10),
    "round9.jsonl": (0.10, 0.12),
    "round10.jsonl": (0.09, 0.10),
    "round11.jsonl": (0.11, 0.09),
    "round12.jsonl": (0.08, 0.08),
    # a ninth blind set, by two writers (2026-12-02 evening): measured once all the evening's
    # rounds were merged (0.158 / 0.055), none of them tuned on it
    "round13.jsonl": (0.17, 0.07),
    # a tenth blind set, by two new writers (2026-12-03): measured on main before this stop's
    # round (0.133 / 0.091) and after it (0.133 / 0.091), never tuned on
    "round14.jsonl": (0.15, 0.11),
    # written blind on 2026-12-03 evening by a helper that never saw the gate; measured at the
    # stop's start and after its first eleven commits: 0.112 / 0.104 (no verdict moved); then
    # tuned on its even half only; at stop 34 its false rejects were read on both halves
    # (0.071 / 0.049 at the end of stop 34)
    "round15.jsonl": (0.08, 0.07),
    # written blind on 2026-12-03 night by a helper that never saw the gate: 0.102 / 0.110 on the
    # code of stop 32's start, 0.102 / 0.098 at the end of stop 33; read and tuned on at stop 34,
    # even half first, then odd (0.077 / 0.043 at its end; docs/validation.md, "Stop 34")
    "round16.jsonl": (0.08, 0.05),
    # written blind on 2026-12-04 by a helper that saw only LABELING.md, the kinds and a format
    # note, never the gate or earlier rounds, and never read by anyone who changed a rule:
    # 0.107 / 0.110 on the code of stop 32's start, 0.097 / 0.091 at stop 34's start, 0.087 /
    # 0.091 at its end (docs/validation.md, "Stop 34")
    "round17.jsonl": (0.09, 0.10),
    # written blind on 2026-12-04 (stop 35) by a helper that saw only LABELING.md, the kinds and
    # a format note; measured by counts only at the stop's start (0.102 / 0.098) and end (0.092 /
    # 0.098; docs/validation.md, "Stop 35"), never read by anyone who changed a rule
    "round18.jsonl": (0.10, 0.10),
    # written blind on 2026-12-04 (stop 36) the same way: 0.092 / 0.067 on the code of the stop's
    # start (0698ef1), 0.082 / 0.061 at its end, measured by counts only, never read by anyone who
    # changed a rule
    "round19.jsonl": (0.10, 0.10),
    # written blind on 2026-12-04 (stop 37) the same way: 0.092 / 0.098 on the code of the stop's
    # start (883c610), measured by counts only (by kind, reason and turns after), never read by
    # anyone who changed a rule
    "round20.jsonl": (0.10, 0.10),
    # written blind on 2026-12-04 (stop 38) the same way: 0.077 / 0.098 on the code of the stop's
    # start (85a3827) and at its end, measured by counts only (by kind, reason code and turns
    # after), never read by anyone who changed a rule
    "round21.jsonl": (0.09, 0.11),
    # written blind on 2026-12-04 (stop 39) the same way, by a helper commissioned at the stop's
    # start, delivered after the stop's gate work: 0.082 / 0.061 on the stop's start (74503e5),
    # 0.071 / 0.061 at its end (the learned later-turn doubt), measured by counts only (by kind,
    # reason code and turns after), never read by anyone who changed a rule; never trained on
    "round22.jsonl": (0.08, 0.07),
    # a second set written blind at stop 39 by another helper from the same materials, delivered
    # after that stop's gate work and kept unread for the next one: 0.087 / 0.085 on stop 39's
    # start (74503e5), 0.082 / 0.085 at its end (52fc8c9); counts only; never trained on
    "round23.jsonl": (0.09, 0.09),
    # written blind at stop 40's start by a helper that saw only LABELING.md, the kinds and a format
    # note; measured by counts only on the stop's start (52fc8c9) and at its end: 0.061 / 0.055
    # both times; never read, never trained on
    "round24.jsonl": (0.07, 0.06),
    # written blind at stop 41's start the same way; the writer's session broke off, so 115 cases
    # of the planned 360 (every kind 3-7 times): 0.042 / 0.023 on the stop's start (931fcc2)
    # and at its end; counts only, never read, never trained on
    "round25.jsonl": (0.05, 0.03),
    # 108 cases (every kind 3 times) written blind at stop 44's start by a helper that saw only
    # LABELING.md, the kinds and a format note: 0.101 / 0.051 on the stop's start (94403fa);
    # counts only, never read, never trained on
    "round26.jsonl": (0.11, 0.06),
    # 108 cases (every kind 3 times) written blind at stop 45's start the same way: 0.058 / 0.026
    # on the stop's start (6b981c0); counts only, never read, never trained on
    "round27.jsonl": (0.07, 0.04),
    # 108 cases (every kind 3 times) written blind at stop 46's start the same way: 0.029 / 0.359
    # on the stop's start (34eeba9). Its false rejects were counted by reason only: ten of the
    # fourteen are quotes not found, and a count of the quote's words missing from the message
    # (no text read) showed one word each, "my"; the kind is described in docs/validation.md
    # ("Stop 46"), which is why round28 no longer counts as blind for it. After the speaker's
    # "me"/"ma" for "my" was read (V4c): 0.029 / 0.154
    "round28.jsonl": (0.04, 0.16),
    # 108 cases (every kind 3 times) by another blind writer, commissioned at stop 46 after V4c
    # was found, to measure it: 0.058 / 0.436 on the stop's start (34eeba9), 0.058 / 0.256 with
    # V4c; counts only, never read, never trained on
    "round29.jsonl": (0.07, 0.27),
    # 108 cases (every kind 3 times) by a twelfth blind writer, commissioned at stop 47's start
    # from LABELING.md alone: 0.014 / 0.026 on the stop's start (d788bc5); counts only, never
    # read, never trained on
    "round30.jsonl": (0.02, 0.03),
    # 160 cases on the four kinds stop 47 read (contractions written out, lists, who did what to
    # whom, "me" for "my"; 20 accept and 20 reject each) by a helper who never saw the gate,
    # commissioned mid-stop to measure the new readings blind: 0.412 / 0.200 on the stop's start
    # (d788bc5), 0.237 / 0.062 at its end; counts only, never read, never trained on
    "blind47.jsonl": (0.25, 0.07),
    # 120 later turns (80 that take a statement back, 1-3 user turns on; 40 that keep it) written
    # blind on 2026-12-04 (stop 38) from LABELING.md alone, to test whether the stop's later-turn
    # readings carry to another writer's wording: 0.225 / 0.075 on the stop's start (85a3827),
    # 0.212 / 0.075 before its even half was read; then the even ids were read and two kinds
    # fixed: 0.188 / 0.050 (even 0.116 / 0.059, odd, still unread, 0.270 / 0.043 throughout);
    # stop 39's learned doubt (never trained on it): even 0.093 / 0.059, odd 0.216 / 0.043
    # (stop 46 tightened the false-accept bounds of later22-later30 and later_dev_a-e to its end
    # figures plus 0.02: the retractions its later-turn readings hold stay held)
    "later21.jsonl": (0.20, 0.08),
    # 120 later turns (80 that take a statement back, 25 of them without any correction or
    # negation word; 40 that keep it) by a third blind writer, commissioned at stop 39's start
    # and delivered at its end: 0.388 / 0.025 on the start (74503e5), 0.338 / 0.025 after the
    # learned later-turn doubt (never trained on it); counts only, never read
    "later22.jsonl": (0.31, 0.03),
    # 120 later turns by a fourth blind writer (same materials as later22), delivered at stop 39's
    # end and kept unread: 0.463 / 0.050 on stop 39's start (74503e5), 0.375 / 0.050 at its end
    # (52fc8c9); counts only; never trained on
    "later23.jsonl": (0.27, 0.06),
    # 120 later turns each by a fifth and a sixth blind writer (stop 40, from LABELING.md and the
    # sub-types: 30 next-turn, 25 later, 25 indirect retractions; 40 keeps), counts only, never
    # trained on: later24 0.588 / 0.100 on the stop's start (52fc8c9), 0.537 / 0.100 at its end
    # (0.562 before the stop's last reading; four of its cases, two of them among those that
    # reading holds, were shown by a diff script: docs/validation.md, "Stop 40"); later25 0.425 /
    # 0.175, then 0.400 / 0.175
    "later24.jsonl": (0.34, 0.11),
    "later25.jsonl": (0.34, 0.19),
    # 120 later turns each by a seventh and an eighth blind writer, commissioned at stop 41's
    # start from the same materials as later24 and later25: counts only, never read, never
    # trained on: later26 0.562 / 0.100 and later27 0.487 / 0.025 on the stop's start (931fcc2)
    # (later26 0.537 / 0.100 at its end, two retractions told with "instead" or "these days" held;
    # later27 unchanged: docs/validation.md, "Stop 41")
    "later26.jsonl": (0.50, 0.11),
    "later27.jsonl": (0.45, 0.03),
    # 120 later turns (80 retractions, 40 keeps) by a ninth blind writer, commissioned at stop
    # 43's end from the same materials and landed at stop 44: 0.250 / 0.150 on stop 43's start
    # (bf47f97) and at its end (9ca5d9a); counts only, never read, never trained on
    "later28.jsonl": (0.25, 0.16),
    # 120 later turns (80 retractions, a third of them each one, two and three user turns on; 40
    # keeps) by a tenth blind writer, commissioned at stop 45 from LABELING.md alone: 0.450 /
    # 0.050 on the stop's start (6b981c0), 0.425 / 0.050 at its end; counts only, never read,
    # never trained on
    "later29.jsonl": (0.43, 0.06),
    # 120 later turns (80 retractions, a third each one, two and three user turns on; 40 keeps)
    # by an eleventh blind writer, commissioned at stop 46's start from LABELING.md alone: 0.375
    # / 0.025 on the stop's start (34eeba9); counts only, never read, never trained on
    "later30.jsonl": (0.39, 0.04),
    # 200 later turns (120 retractions, 62 in the next user turn and 58 two or three on, only 5
    # with "actually", "no wait" or the like; 80 keeps) by a twelfth blind writer, commissioned at
    # stop 48's start from LABELING.md alone: 0.408 / 0.075 on the stop's start (8b5c21b) and at
    # its end; counts only, never read, never trained on
    "later31.jsonl": (0.43, 0.09),
    # 750 later turns (90 retractions and 60 keeps each) by five helpers with set personas (older
    # people; students and parents; world Englishes; ramblers; professionals), written at stop 40
    # for the project and kept out of the learned doubt's training (`NOT_TRAINED`); a-c were read
    # to fix the rules (0.522 / 0.522 / 0.389 false accepts on the stop's start, 0.456 / 0.478 /
    # 0.378 at its end), d-e only counted (0.444 / 0.467, then 0.433 / 0.467)
    "later_dev_a.jsonl": (0.25, 0.10),
    "later_dev_b.jsonl": (0.31, 0.06),
    "later_dev_c.jsonl": (0.26, 0.06),
    "later_dev_d.jsonl": (0.29, 0.14),
    "later_dev_e.jsonl": (0.38, 0.13),
    # 800 later turns (100 retractions and 100 keeps each, a decision in the next user turn or the
    # one after) by four helpers with set personas (older people in Britain and Ireland; young
    # people in North America and Australia; world Englishes; long rambling turns), written at stop
    # 48 to train the later doubt on and kept out of its training (`NOT_TRAINED`: docs/validation.md,
    # "Stop 48"); development sets since: 0.52 / 0.04, 0.51 / 0.08, 0.68 / 0.06 and 0.29 / 0.14 at
    # the stop's end
    "later_dev_f.jsonl": (0.54, 0.06),
    "later_dev_g.jsonl": (0.53, 0.10),
    "later_dev_h.jsonl": (0.70, 0.08),
    "later_dev_i.jsonl": (0.31, 0.16),
    "temporal_a.jsonl": (0.0, 0.0),
    "dates_iso_a.jsonl": (0.0, 0.0),
    "values_times_a.jsonl": (0.0, 0.0),
    # 640 cases by four helpers from LABELING.md alone, commissioned at stop 49's start as
    # development sets for the held-out sets' weakest kinds (only their even ids read; the odd
    # halves checked): sarcasm and hyperbole with sincere near misses (0.622 / 0.086 on the stop's
    # start, 0.578 / 0.086 at its end), specifics added with near misses said in other forms
    # (0.167 / 0.114, 0.167 / 0.086), questions that tell or only ask (0.086 / 0.144, 0.071 /
    # 0.122), self-corrections and written forms of spoken values (0.225 / 0.242, 0.200 / 0.208)
    "dev49_sarc.jsonl": (0.59, 0.10),
    "dev49_adds.jsonl": (0.18, 0.10),
    "dev49_ques.jsonl": (0.08, 0.13),
    "dev49_corr.jsonl": (0.21, 0.22),
    # 360 cases in the shared set's 34 kinds (6 per accept kind, 4 per reject kind, 10 later-turn
    # retractions and 10 keeps each) by two more blind writers with set personas (older people in
    # Britain, Ireland, Australasia and the American South; people aged 16-45 in Asia, Africa and
    # North America), commissioned at stop 49's start from LABELING.md alone: counts only, never
    # read, never trained on
    "blind49a.jsonl": (0.02, 0.10),
    "blind49b.jsonl": (0.06, 0.02),
    # 400 cases by two helpers from LABELING.md alone, commissioned at stop 50's start as
    # development sets (only their even ids read): the accept kinds new writers' sets lose most,
    # in hard but acceptable forms, with 40 reject near misses (0.050 / 0.100 at the start), and
    # the reject kinds that get through most, with 38 accept near misses (0.377 / 0.079)
    "dev50_acc.jsonl": (0.06, 0.10),
    "dev50_rej.jsonl": (0.36, 0.09),
    # 360 cases, 5 of each of the shared set's 34 kinds and 5 later-turn retractions and 5 keeps
    # each, by two more blind writers with set personas (people aged 55-85 in rural and
    # small-town North America; adults aged 25-60 in South and Southeast Asia, Africa and the
    # Gulf speaking local Englishes), commissioned at stop 50's start: counts only, never read,
    # never trained on. At the start 0.078 / 0.092 and 0.061 / 0.108
    "blind50a.jsonl": (0.08, 0.10),
    "blind50b.jsonl": (0.07, 0.11),
    # 400 cases by two helpers from LABELING.md alone, commissioned at stop 51's start as
    # development sets (only their even ids read), in the kinds of dev50's with new writers and
    # personas (local Englishes of Africa and Asia, nurses and carers abroad; people working in
    # English as a second language in Europe and Canada, tradespeople of the American South and
    # Midwest): 0.225 / 0.175 and 0.319 / 0.050 at the stop's start
    "dev51_acc.jsonl": (0.24, 0.18),
    "dev51_rej.jsonl": (0.33, 0.06),
    # 200 cases by a helper from LABELING.md alone, commissioned mid-stop 51 as a development set
    # for blind51b's false rejects (only even ids read): Caribbean and Latin American speakers'
    # English in North America and Spain, quoted and stated in tidy standard English; 150 accept
    # and 50 reject cases. 0.060 / 0.640 when it landed, 0.060 / 0.433 after the content-word
    # reading (V4) held the tidy quotes of dialect speech for review
    "dev51_dial.jsonl": (0.08, 0.44),  # stop 59: one question said without "?" aligns (Creole words)
    # 360 cases, 5 of each of the shared set's 34 kinds and 5 later-turn retractions and 5 keeps
    # each, by two more blind writers with set personas (Irish, Scottish and Welsh speakers aged
    # 50-80 and young Australians and New Zealanders; Latin American and Caribbean speakers in
    # North America and Spain, shift workers, people living with chronic illness), commissioned at
    # stop 51's start: counts only, never read, never trained on. At the start 0.078 / 0.000 and
    # 0.096 / 0.215
    "blind51a.jsonl": (0.09, 0.01),
    "blind51b.jsonl": (0.10, 0.22),
    # 360 cases by two more blind writers with set personas, commissioned at stop 52's start: 30
    # added specifics in seven shapes (a modifier, a title, a value from elsewhere in the talk,
    # a list item, a cause, a unit, a place) and 30 near misses that add nothing, then 4 of each
    # of 28 other kinds (South and East African, Sri Lankan, Bangladeshi, Singaporean and
    # Malaysian speakers, veterans, truckers, carers; South African, Polish, Romanian, Hispanic,
    # Maori and Pacific families, small traders, gig workers, gardeners): counts only, never read,
    # never trained on. At the start 0.278 / 0.111 and 0.233 / 0.078; of the added specifics 17
    # and 18 of 30 accepted
    # 200 cases by two helpers from LABELING.md and a brief of seven shapes of added specifics
    # (a modifier, a title, a value from elsewhere, a list item, a cause, a unit, a place), 50
    # of each kind and 50 near misses that add nothing, per set; commissioned at stop 52 as
    # development sets (only even ids read). At the start 0.600 / 0.060 and 0.320 / 0.120
    "dev52_adds_a.jsonl": (0.49, 0.07),
    "dev52_adds_b.jsonl": (0.27, 0.13),
    "blind52a.jsonl": (0.28, 0.12),
    "blind52b.jsonl": (0.24, 0.08),
    # 200 cases by two blind writers commissioned during stop 53 for its own readings (a denied
    # stopping, negative concord, a number repaired in its last word, a detail corrected later),
    # each shape with its near miss: counts only, never read, never trained on. At stop 53's
    # start 0.063 / 0.750 and 0.042 / 0.519; at its end 0.063 / 0.442 and 0.063 / 0.231
    "blind53a.jsonl": (0.07, 0.45),
    "blind53b.jsonl": (0.07, 0.24),
    # 200 cases by two blind writers commissioned during stop 54 for its own readings (a verb of
    # going on, preverbal negation, a thing given to another person, agreement of speech), each
    # shape with its near miss: counts only, never read, never trained on. At stop 54's start
    # 0.229 / 0.404 and 0.271 / 0.385
    "blind54a.jsonl": (0.21, 0.30),  # stop 59: one case the alignment held now aligns and is accepted
    "blind54b.jsonl": (0.28, 0.26),
    # 200 cases by two blind writers commissioned during stop 55 for its own readings (a condition
    # on an alternative or an exception, a wish before a statement, a fear asked about), each
    # shape with its near miss: counts only, never trained on. At stop 55's start 0.104 / 0.481
    # and 0.167 / 0.558 (docs/validation.md, "Stop 55")
    "blind55a.jsonl": (0.09, 0.10),
    "blind55b.jsonl": (0.13, 0.25),
    # 200 cases by two blind writers commissioned during stop 56 for its own readings (a month or
    # day put right later, a value set aside for a new one, a plan refused by somebody else),
    # each shape with its near miss: counts only, never trained on. At stop 56's start 0.417 /
    # 0.058 and 0.333 / 0.096 (docs/validation.md, "Stop 56")
    "blind56a.jsonl": (0.40, 0.06),
    "blind56b.jsonl": (0.34, 0.10),
    # 200 cases by two blind writers commissioned during stop 57 for its own readings (a wish
    # said with "would like", kept as a wish or stated as real, a statement told beside a wish,
    # "i'd like to think", a wish for somebody else, "like" as liking or a filler): counts only,
    # never trained on. At stop 57's start 0.604 / 0.096 and 0.646 / 0.019 (docs/validation.md,
    # "Stop 57")
    "blind57a.jsonl": (0.05, 0.16),
    "blind57b.jsonl": (0.05, 0.04),
    # 200 cases by two blind writers commissioned during stop 58 for its own reading (praise the
    # listener met with sympathy), in five shapes: sarcastic praise met with sympathy or taken
    # at face value and undone by the next turn, sincere praise beside a hardship or met warmly,
    # and a hardship met with sympathy: counts only, never trained on. At stop 58's start 0.575
    # / 0.067 and 0.425 / 0.067 (docs/validation.md, "Stop 58")
    "blind58a.jsonl": (0.43, 0.07),
    "blind58b.jsonl": (0.36, 0.07),
    # 200 cases by two blind writers commissioned during stop 59 for its own readings (a clause of
    # reason after a question, request, plan or wondering; preverbal negation in contact Englishes
    # and Creoles; a thing at hand a question is asked with), each shape with its near miss:
    # counts only, never trained on. At stop 59's start 0.000 / 0.420 and 0.020 / 0.440
    # (docs/validation.md, "Stop 59")
    "blind59a.jsonl": (0.0, 0.28),
    "blind59b.jsonl": (0.02, 0.26),
    # 200 cases by two blind writers commissioned during stop 60 for its readings of whom a
    # statement is about (another person as "the one who", a name said with its "'s", a
    # relative's children, a subject left out), each with facts rightly about the other person
    # and about the user: counts only, never read, never trained on. At stop 60's start 19 and
    # 24 false accepts of 68 (0.279 / 0.031 and 0.353 / 0.000); at its end 9 and 15
    "blind60a.jsonl": (0.15, 0.04),
    "blind60b.jsonl": (0.23, 0.02),
    # 200 cases by two blind writers commissioned during stop 60 for its readings of play (a part
    # spoken in a pretend game, a tall tale taken back, a playful boast) and their near misses
    # (real games and teams, surprising truths kept, real achievements): counts only, never read,
    # never trained on. At stop 60's start 0.300 / 0.060 and 0.460 / 0.000, at its end 0.280 / 0.060
    # and 0.440 / 0.000
    "blind60c.jsonl": (0.30, 0.08),
    "blind60d.jsonl": (0.46, 0.02),
    # 200 cases by two blind writers commissioned during stop 61 for its readings of what a
    # question takes as given (something owned, a clause of time or reason, what the user asks
    # how to tell, a description), with the near misses (what is asked, a statement with a
    # doubting tag, a choice asked): counts only, never read, never trained on. At stop 61's
    # start 9 / 7 and 2 / 6 false accepts / rejects (of 49 / 51); at its end 8 / 6 and 2 / 6
    "blind61a.jsonl": (0.17, 0.12),
    "blind61b.jsonl": (0.05, 0.12),
    # 200 cases by two blind writers commissioned during stop 61 for self-corrections (marked,
    # unmarked, of one part; the first value kept; look-alikes that correct nothing): counts
    # only, never read, never trained on. At stop 61's start 11 / 16 and 10 / 5 false accepts /
    # rejects (of 33 / 67); at its end 8 / 16 and 10 / 5
    "blind61c.jsonl": (0.25, 0.24),
    "blind61d.jsonl": (0.31, 0.08),
    # 200 cases by two blind writers commissioned during stop 62 for values said again in a later
    # turn (another value with no word of correction, a value found by checking; the near misses:
    # the same value again, another thing's value, a value added). At stop 62's
    # start 13 / 11 and 15 / 3 false accepts / rejects (of 40 / 60), at its end 3 / 8 and
    # 11 / 3. blind62a was read to fix the readings after its first count; blind62b only counted
    "blind62a.jsonl": (0.08, 0.14),
    "blind62b.jsonl": (0.28, 0.05),
    # 200 cases by two blind writers commissioned during stop 62 for people the user does not
    # name ("someone with asthma", "a girl at work", "anyone who works nights"), the user as one
    # of them ("as someone with epilepsy") and facts that keep the person. blind62c was read to
    # fix the readings after its first count; blind62d only counted. At stop 62's start 23 / 3
    # and 38 / 5 false accepts / rejects (of 60 / 40), at its end 11 / 1 and 19 / 1
    "blind62c.jsonl": (0.19, 0.03),
    "blind62d.jsonl": (0.32, 0.03),
    # 200 cases by two blind writers commissioned during stop 63 for praise said in sarcasm
    # (undercut in the same turn or the next, of others and of the user) and sincere praise (in
    # hard times, plainly). blind63a was read after its first count; blind63b only counted. At
    # stop 63's start 37 / 3 and 34 / 2 false accepts / rejects (of 60 / 40), at its end 29 / 3
    # and 33 / 2. Stop 65 raised blind63b's to 35: two praises undercut in a way the gate does not
    # read were held only by a wish or somebody's words of their own said after them, which no
    # longer hold the statement (`claim._near_frame`). Stop 66 raised blind63b's false rejects to
    # 3: a pronoun's clause is no longer taken for a person the fact names only after a
    # preposition or that the clause names itself (`claim._agent_unnamed`), and one statement of
    # this set nobody read is now rejected as somebody else's
    "blind63a.jsonl": (0.49, 0.08),
    "blind63b.jsonl": (0.59, 0.08),
    # 200 cases by two blind writers commissioned during stop 63 for a value changed in a later
    # turn with no word of correction (a date moved, an amount changed) and the near misses
    # (another thing moved, the value confirmed, a change only talked of). blind63c was read
    # after its first count; blind63d only counted. At stop 63's start 9 / 4 and 13 / 3 false
    # accepts / rejects (of 40 / 60), at its end 2 / 4 and 6 / 3
    "blind63c.jsonl": (0.05, 0.07),
    "blind63d.jsonl": (0.15, 0.05),
    # 200 cases by two blind writers commissioned during stop 64 for another person's detail given
    # to the user in speech (a run-on into another subject, a subject left out, a reason of the
    # other's in a thing done together) and the near misses (the user's own detail beside
    # another's, the other's kept theirs). blind64a was read after its first count; blind64b only
    # counted. At stop 64's start 13 / 3 and 3 / 0 false accepts / rejects (of 60 / 40), at its
    # end 7 / 3 and 3 / 0
    "blind64a.jsonl": (0.12, 0.08),
    "blind64b.jsonl": (0.05, 0.0),
    # 200 cases by two blind writers commissioned during stop 64 for a later turn that tells an
    # event ending the statement (a role given up, a result turned lesser, a thing ended) without
    # a word of correction, and the near misses (trouble that leaves it standing, another thing
    # ended). blind64c was read after its first count; blind64d only counted. At stop 64's start
    # 41 / 2 and 43 / 5 false accepts / rejects (of 60 / 40), at its end 22 / 1 and 35 / 5
    "blind64c.jsonl": (0.37, 0.03),
    "blind64d.jsonl": (0.59, 0.13),
    # 200 cases by two blind writers commissioned during stop 65 for a statement with a wish, a
    # doubt or somebody's words said after it: of a content of their own (the statement stands)
    # or pointing back at it ("that's what the nurse reckons"), and a wish turned into a fact.
    # blind65a was read after its first count; blind65b only counted. At stop 65's start 3 / 0
    # and 2 / 1 false accepts / rejects (of 40 / 60), holds 52 and 53; at its end see below
    "blind65a.jsonl": (0.03, 0.0),
    "blind65b.jsonl": (0.05, 0.02),
    # 200 cases by two blind writers commissioned during stop 65 for a state of being on something
    # (a medicine, a list, a team) ended later ("they took me off it", "the doctor changed me to
    # the tablets") and the near misses ("off work", somebody else taken off, still on it).
    # blind65c was read after its first count; blind65d only counted. At stop 65's start 7 / 4
    # and 13 / 7 false accepts / rejects (of 40 / 60)
    "blind65c.jsonl": (0.18, 0.07),
    "blind65d.jsonl": (0.23, 0.12),
    # 200 cases by two blind writers commissioned during stop 66 for somebody else's statement
    # moved onto the user: its subject said before the quote, a run-on with no pause, a subject
    # dropped after another person's clause; and the near misses (the user's own part after
    # another's, the other person kept right). blind66a was read after its first count; blind66b
    # only counted. At stop 66's start 11 / 0 and 9 / 1 false accepts / rejects (of 60 / 40), at
    # its end 6 / 0 and 8 / 1
    "blind66a.jsonl": (0.1, 0.0),
    "blind66b.jsonl": (0.14, 0.03),
    # 200 cases by two blind writers commissioned during stop 66 for a later turn about a threat
    # to the statement: averted, refused or of something nearby (the statement stands), carried
    # out, or "still" said of another thing (it does not). blind66c was read after its first
    # count; blind66d only counted. At stop 66's start 15 / 10 and 18 / 10 false accepts /
    # rejects (of 40 / 60), at its end 9 / 7 and 17 / 10
    "blind66c.jsonl": (0.23, 0.12),
    "blind66d.jsonl": (0.43, 0.17),
    # 200 cases by two blind writers commissioned during stop 67 for a later turn on a negative
    # statement or an ongoing one: the negative said again (it stands), said in the positive (it
    # does not); a stop told as over (it stands), not over, or the user back at another thing
    # (it does not). blind67a was read after its first count; blind67b only counted. At stop
    # 67's start 26 / 5 and 15 / 2 false accepts / rejects (of 60 / 40)
    "blind67a.jsonl": (0.24, 0.08),
    "blind67b.jsonl": (0.17, 0.05),
    # 200 cases by two blind writers commissioned during stop 67 for a later turn about getting
    # better: over an illness or an injury, or a treatment that took it away (the statement does
    # not stand); a past event recovered from, somebody else better, some improvement with the
    # condition still there (it stands). blind67c was read after its first count; blind67d only
    # counted. At stop 67's start 25 / 6 and 27 / 1 false accepts / rejects (of 40 / 60)
    "blind67c.jsonl": (0.43, 0.1),
    "blind67d.jsonl": (0.45, 0.02),
    # 200 cases by two blind writers commissioned during stop 67 for a later turn about reaching
    # what the statement was on the way to: the goal reached, named or told by its own event (the
    # statement does not stand); progress, somebody else reaching one, a step that is not the goal
    # (it stands). blind67e was read after its first count; blind67f only counted. At stop 67's
    # start 30 / 2 and 23 / 2 false accepts / rejects (of 40 / 60)
    "blind67e.jsonl": (0.3, 0.04),
    "blind67f.jsonl": (0.43, 0.04),
    # 200 cases by two blind writers commissioned during stop 68 for a later turn that says the
    # user's own words were bigger than the truth: a word judged too grand, an exaggeration owned
    # (the statement does not stand); played down but kept, somebody else exaggerating, the same
    # words in another sense (it stands). blind68a was read after its first count; blind68b only
    # counted. At stop 68's start 26 / 1 and 28 / 1 false accepts / rejects (of 40 / 60)
    "blind68a.jsonl": (0.28, 0.02),
    "blind68b.jsonl": (0.45, 0.02),
    # 200 cases by two blind writers commissioned during stop 68 for a later turn that makes a
    # plan hang on a condition or says it is not settled (the statement does not stand); the
    # condition met, a condition on a detail, the plan kept whatever happens (it stands).
    # blind68c was read after its first count; blind68d only counted. At stop 68's start 30 / 4
    # and 29 / 14 false accepts / rejects (of 40 / 60)
    "blind68c.jsonl": (0.28, 0.05),
    "blind68d.jsonl": (0.28, 0.24),
    # 200 cases by two blind writers commissioned during stop 68 for a later turn that says what
    # was told as done is not done yet, only nearly, or only a step before it (the statement does
    # not stand); done and something else still to come, done and confirmed (it stands).
    # blind68e was read after its first count; blind68f only counted. At stop 68's start 33 / 0
    # and 46 / 1 false accepts / rejects (of 60 / 40)
    "blind68e.jsonl": (0.39, 0.01),
    "blind68f.jsonl": (0.69, 0.03),
}


def _cases(path: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _outcome(case: dict[str, object]) -> Outcome:
    turns = case["transcript"]
    assert isinstance(turns, list)
    messages = [
        Message(
            role=t["role"],
            content=t["content"],
            timestamp=datetime.fromisoformat(t["at"].replace("Z", "+00:00")),
        )
        for t in turns
    ]
    (verdict,) = validate(messages, [case["candidate"]])  # type: ignore[list-item]
    return verdict.outcome


def test_every_case_file_has_a_bound() -> None:
    assert sorted(p.name for p in VOICE.glob("*.jsonl")) == sorted(BOUNDS)


@pytest.mark.parametrize("name", sorted(BOUNDS))
def test_case_file_stays_within_its_measured_level(name: str) -> None:
    cases = _cases(VOICE / name)
    accepts = [c for c in cases if c["label"] == "accept"]
    rejects = [c for c in cases if c["label"] == "reject"]
    false_accepts = [c["id"] for c in rejects if _outcome(c) in (Outcome.ACCEPT, Outcome.REINFORCE)]
    false_rejects = [c["id"] for c in accepts if _outcome(c) is Outcome.REJECT]
    far_bound, frr_bound = BOUNDS[name]
    assert len(false_accepts) <= far_bound * max(len(rejects), 1), false_accepts
    assert len(false_rejects) <= frr_bound * max(len(accepts), 1), false_rejects


def test_the_cases_follow_the_labelling_format() -> None:
    """Every case has an id, a kind, a label, a reason and a candidate that points into its transcript."""
    for path in VOICE.glob("*.jsonl"):
        for case in _cases(path):
            assert case["label"] in ("accept", "reject"), case["id"]
            assert case["why"], case["id"]
            candidate = case["candidate"]
            transcript = case["transcript"]
            assert isinstance(candidate, dict)
            assert isinstance(transcript, list)
            if case["kind"] == "wrong_index":  # an index past the transcript is a wrong index too
                assert candidate["source_message_index"] >= 0, case["id"]
                continue
            assert 0 <= candidate["source_message_index"] < len(transcript), case["id"]
