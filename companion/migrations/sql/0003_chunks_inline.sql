-- 0003: keep recall chunks inline in the heap page.
--
-- A chunk row is about 2.2 kB (a 1.5 kB vector(384), its text and its tsvector), just above the
-- default TOAST threshold (~2 kB), so PostgreSQL moved the vector out of line: every distance
-- computed during a per-user exact scan then cost a TOAST index lookup (about 4 us a row, most of
-- the search time at 1,000 chunks). With a 4 kB target typical rows stay whole and uncompressed;
-- a rare longer chunk is still toasted as before. Applies to rows written from now on.
ALTER TABLE chunks SET (toast_tuple_target = 4080);
ALTER TABLE chunks ALTER COLUMN embedding SET STORAGE MAIN;
