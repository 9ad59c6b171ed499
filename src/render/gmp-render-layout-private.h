/* gmp-render-layout-private.h: what the layout's files share while they place things
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gmp-render-layout.c computes a layout: the markers, Forts and flags
 * where the board puts them, then the stacks (gmp-render-layout-stacks.c),
 * the marks, names and badges (gmp-render-layout-labels.c), each where it
 * overlaps nothing placed before it, by the rules of
 * gmp-render-layout-placer.c; what still overlaps is placed again.
 */

#pragma once

#include "gmp-render-private.h"

G_BEGIN_DECLS

typedef struct {
  double left, top, right, bottom;
} Box;

/* What a thing being placed may sit on: its own items, [from, to) in the
 * layout's items (when it is placed again), and for a combat's or a
 * problem's mark, which sits half over its city's rings by design, any
 * city's rings and its own city's marker */
typedef struct {
  guint    from, to;
  guint    mark_city;
  gboolean over_names;   /* names count a hundredth: they move aside after */
} Own;

#define OWN_NOTHING ((Own) { 0, 0, G_MAXUINT, FALSE })

/* One side's counters in a city: their items and counters, in drawing
 * order (the far rows first), so the whole stack can be placed again */
typedef struct {
  guint   city;
  GmpSide side;
  guint   first_item, first_counter, n;
  double  inner, s;
} Stack;

/* A mark's item, so it can be placed again */
typedef struct {
  guint    city;
  gboolean problem;
  guint    item;
} Mark;

/* What the placer remembers while it computes a layout: where each city's
 * marker, rings and what stands over it reach, and which items each
 * movable thing (a stack, a mark, a name, a badge) owns */
typedef struct {
  GmpRenderContext *ctx;
  Box              *markers;
  Box              *crowns;
  Box              *flags;
  guint            *name_items;   /* per city, G_MAXUINT until placed */
  GArray           *stacks;       /* Stack */
  GArray           *marks;        /* Mark */
  GArray           *badge_items;  /* guint, as layout->badges */
} Placer;

/* gmp-render-layout-placer.c */
Box    _gmp_render_box_of            (const GmpMapItem       *item);
/* The item stands in box now */
void   _gmp_render_set_item_box      (GmpMapItem             *item,
                                      Box                     box);
void   _gmp_render_add_item          (GmpRenderLayout        *layout,
                                      GmpMapItemKind          kind,
                                      guint                   city,
                                      Box                     box);
/* How much box overlaps every item but its own (and the Fusion Fence),
 * plus half of what leaves the board; once past limit, only that it is */
double _gmp_render_crowding_within   (GmpRenderContext       *ctx,
                                      Box                     box,
                                      Own                     own,
                                      double                  limit);
double _gmp_render_crowding          (GmpRenderContext       *ctx,
                                      Box                     box,
                                      Own                     own);
/* The best of n_centres candidate centres (x, y pairs) for a w × h label
 * of owner's; *crowded (may be NULL) is how crowded the place returned is */
Box    _gmp_render_place_label       (GmpRenderContext       *ctx,
                                      const double           *centres,
                                      guint                   n_centres,
                                      double                  w,
                                      double                  h,
                                      Own                     own,
                                      guint                   owner,
                                      const Box              *present,
                                      double                 *crowded);

/* gmp-render-layout-stacks.c */
/* The counters a side shows in a city: identical units as one group */
GArray *_gmp_render_collect_groups   (const GmpRenderContext *ctx,
                                      guint                   city,
                                      GmpSide                 side,
                                      guint                  *ids,
                                      guint                   max_ids);
void   _gmp_render_add_counters      (Placer                 *placer,
                                      guint                   city,
                                      GmpSide                 side,
                                      GArray                 *groups);
void   _gmp_render_place_stack       (GmpRenderContext       *ctx,
                                      const Stack            *stack);
/* How crowded a stack is where it stands (names a hundredth, over_names) */
double _gmp_render_stack_present_crowding (GmpRenderContext  *ctx,
                                           const Stack       *stack,
                                           gboolean           over_names);

/* gmp-render-layout-labels.c: a city's name (placed again when it has
 * one), a lit destination's badge, a combat's and a problem's marks */
void   _gmp_render_place_name        (Placer                 *placer,
                                      guint                   city);
void   _gmp_render_add_badge         (Placer                 *placer,
                                      guint                   city,
                                      guint                   cost,
                                      const char             *odds);
void   _gmp_render_place_badge       (Placer                 *placer,
                                      guint                   i,
                                      gboolean                again);
void   _gmp_render_add_marks         (Placer                 *placer,
                                      guint                   city);
void   _gmp_render_place_mark        (Placer                 *placer,
                                      guint                   m,
                                      gboolean                again);

G_END_DECLS
