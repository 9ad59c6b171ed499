/* gmp-log-text-private.h: what the log's words share between their files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The log's sentences live in three files, each for one part of the game:
 * gmp-log-text.c (the turn's sequence, the cup, arrivals, moves, the end,
 * and the entry point), gmp-log-text-combat.c (a combat and what follows
 * it) and gmp-log-text-correction.c (a referee's correction). The names
 * they all give to the board's things are here, made in one place.
 */

#pragma once

#include "gmp-log.h"

G_BEGIN_DECLS

/* Names that survive a log whose indices do not fit the board (a log
 * edited by hand): "?" rather than a crash. */
const char *_gmp_log_text_chit      (const GmpBoard    *board,
                                     int                chit);
const char *_gmp_log_text_city      (const GmpBoard    *board,
                                     int                city);
/* A unit of an entry that keeps its type and formation + 1, as its counter
 * names it ("Ant 1"); in an older log (type 0), its number alone. */
char       *_gmp_log_text_unit      (const GmpBoard    *board,
                                     int                unit,
                                     int                type_plus_1,
                                     int                formation_plus_1);
/* A National Guard: the board's Guard unit type (rules note 9). */
char       *_gmp_log_text_guard     (const GmpBoard    *board,
                                     int                unit);

/* gmp-log-text-combat.c: the entries of a combat, its FX and its Hits, and
 * of what follows it (retreats, displacements, a Sortie's return, an
 * overrun's advance); "?" for an entry of another kind. */
char       *_gmp_log_text_combat    (const GmpLogEntry *entry,
                                     const GmpBoard    *board);
/* An allocation entry (index of log) with the units its Hits went on, told
 * by the entries of its combat that follow it; NULL when they do not (an
 * older or hand-edited log). */
char       *_gmp_log_text_allocation (const GmpLog     *log,
                                      guint             index,
                                      const GmpBoard   *board);

/* gmp-log-text-correction.c: a referee's correction (GMP_LOG_CORRECTION). */
char       *_gmp_log_text_correction (const GmpLogEntry *entry,
                                      const GmpBoard    *board);

G_END_DECLS
