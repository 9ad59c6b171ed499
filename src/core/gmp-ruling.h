/* gmp-ruling.h: one explained ruling, a sentence and its rules note
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: every part; rules notes: any (a ruling cites the note that
 * decided it, 0 when the rules text itself does). Every rules module (combat,
 * FX, retreat, Forts) explains what it decided with these, so the type sits
 * under all of them.
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* One explained ruling: a translated sentence and the rules note behind it
 * (0 when the rules text itself decides). */
typedef struct {
  int   note;
  char *text;
} GmpRuling;

void        gmp_ruling_free         (GmpRuling *ruling);
/* "text (Rules note N)" or "text (rules)", translated. */
char       *gmp_ruling_to_string    (const GmpRuling *ruling);
GPtrArray  *gmp_rulings_new         (void);
void        _gmp_rulings_add        (GPtrArray  *rulings,
                                     int         note,
                                     const char *format,
                                     ...) G_GNUC_PRINTF (3, 4);
/* Adds a ruling; with rulings NULL nothing is formatted or even translated,
 * so code that needs no explanations (replays, automatic play) pays nothing. */
#define gmp_rulings_add(rulings, note, ...) \
  G_STMT_START { \
    GPtrArray *_gmp_rulings = (rulings); \
    if (_gmp_rulings != NULL) \
      _gmp_rulings_add (_gmp_rulings, (note), __VA_ARGS__); \
  } G_STMT_END

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GmpRuling, gmp_ruling_free)

G_END_DECLS
