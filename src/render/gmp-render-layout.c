/* gmp-render-layout.c: where names, counters and badges go, apart from each other
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every drawn thing of a city gets a rectangle in map units: its marker
 * (dot, Fort, hive, key ring), a Fort's strength boxes, a flag, its
 * counters (the Swarm to the left, the Humans to the right, rows growing
 * upwards), a combat's or a problem's mark, its name and, when it is a
 * lit destination, its badge. The markers stand where the board puts the
 * city; the counters then stand beside it where they overlap nothing
 * (gmp-render-layout-stacks.c), then the marks, names and badges
 * (gmp-render-layout-labels.c); what still overlaps something is placed
 * again among all the others. Nothing overlaps on the default board
 * (test-render-layout). Positions come from the board's coordinates
 * only. The hit test reads the same rectangles, so a click on a city's
 * name or counters selects it.
 */

#include "config.h"

#include "core/gmp-i18n.h"
#include <math.h>

#include "gmp-render-layout-private.h"

double
_gmp_render_counter_size (const GmpRenderContext *ctx)
{
  return _gmp_render_size (ctx, GMP_RENDER_COUNTER_SIZE, GMP_RENDER_COUNTER_MIN_PX);
}

double
_gmp_render_name_size (const GmpRenderContext *ctx)
{
  return _gmp_render_size (ctx, 7.2, 8.0);
}

double
_gmp_render_badge_font (const GmpRenderContext *ctx)
{
  return _gmp_render_size (ctx, 6.0, 9.0);
}

char *
_gmp_render_badge_text (guint       cost,
                        const char *odds)
{
  /* TRANSLATORS: movement points it costs to reach a city, on the map */
  g_autofree char *mp = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u MP", "%u MP", cost),
                                         cost);

  if (odds == NULL)
    return g_steal_pointer (&mp);
  /* TRANSLATORS: a lit destination on the map: its cost, then the chance
   * to win the battle a move there starts ("2 MP · 56 %") */
  return g_strdup_printf (C_("map badge", "%s · %s"), mp, odds);
}

/* The marker and what the board draws around it */
static Box
marker_box (GmpRenderContext *ctx,
            guint             city)
{
  const GmpCity *c = &ctx->board->cities[city];
  double r = _gmp_render_city_radius (ctx, city);
  Box box;

  if (c->key)
    r += _gmp_render_key_ring_extent (ctx);
  box = (Box) { c->x - r, c->y - r, c->x + r, c->y + r };
  if (c->hive != GMP_NONE)
    {
      double hr = _gmp_render_hive_radius (ctx), tag = _gmp_render_hive_tag (ctx);

      box.left = MIN (box.left, c->x - hr * 0.87);
      box.right = MAX (box.right, c->x + hr * 0.87);
      box.top = MIN (box.top, c->y - hr - tag);
      box.bottom = MAX (box.bottom, c->y + hr);
    }
  return box;
}

/* The Fort's strength boxes (or "Destroyed"), as draw_fort() places them */
static void
add_fort (GmpRenderContext *ctx,
          guint             city)
{
  const GmpCity *c = &ctx->board->cities[city];
  const GmpFort *fort = &ctx->board->forts[c->fort];
  double bx, by, box, gap, row;
  double edge = _gmp_render_size (ctx, 0.6, 1.0) / 2;

  _gmp_render_fort_row (ctx, city, &bx, &by, &box, &gap);
  if (ctx->state != NULL && ctx->state->fort_strength[c->fort] == 0)
    {
      double size = _gmp_render_size (ctx, 6.0, 8.0), w, h;

      _gmp_render_text_extents (ctx, _("Destroyed"), size, TRUE, &w, &h);
      w += size * 0.28;
      _gmp_render_add_item (ctx->placed, GMP_MAP_ITEM_FORT, city,
                (Box) { c->x - w / 2, by + box / 2 - h / 2, c->x + w / 2, by + box / 2 + h / 2 });
      return;
    }
  row = fort->strength * box + (fort->strength - 1) * gap;
  _gmp_render_add_item (ctx->placed, GMP_MAP_ITEM_FORT, city,
            (Box) { bx - edge, by - edge, bx + row + edge, by + box + edge });
}

/* As draw_flag() draws it: the pennant over the city (the pole below it
 * stands on the marker) */
static Box
add_flag (GmpRenderContext *ctx,
          guint             city)
{
  double left, top, width, height, edge = _gmp_render_size (ctx, 0.5, 0.8) / 2;
  Box box;

  _gmp_render_flag_geometry (ctx, city, &left, &top, &width, &height);
  box = (Box) { left - edge, top - edge, left + width + edge, top + height + edge };
  _gmp_render_add_item (ctx->placed, GMP_MAP_ITEM_FLAG, city, box);
  return box;
}

/* The fence as squares along it, as wide as its glow (gmp-render-board.c),
 * from its end forts on past them as it is drawn */
static void
add_fence (GmpRenderContext *ctx)
{
  const GmpBoard *board = ctx->board;
  double half = _gmp_render_size (ctx, 9.0, 5.0) / 2;

  for (guint i = 0; i + 1 < board->n_fence; i++)
    {
      const GmpCity *a = &board->cities[board->fence[i]], *b = &board->cities[board->fence[i + 1]];
      double len = hypot (b->x - a->x, b->y - a->y);
      guint steps = (guint) ceil (len / half);

      /* Not the cities' own squares: their markers stand there */
      for (guint k = 1; k < steps; k++)
        {
          double t = (double) k / steps, x = a->x + (b->x - a->x) * t, y = a->y + (b->y - a->y) * t;
          Box box = { x - half, y - half, x + half, y + half };

          if (hypot (x - a->x, y - a->y) > half * 2 && hypot (x - b->x, y - b->y) > half * 2)
            g_array_append_val (ctx->placed->fence, box);
        }
    }
}

/* A number that changes when any Fort's strength does (Rules note 19):
 * the board layer draws Forts and the fence's holes */
guint
_gmp_render_forts_hash (const GmpState *state)
{
  guint hash = 17;

  for (guint i = 0; state != NULL && i < state->board->n_forts; i++)
    hash = hash * 31 + state->fort_strength[i];
  return hash;
}

static guint
hash_uints (guint        hash,
            const guint *values,
            guint        n)
{
  for (guint i = 0; values != NULL && i < n; i++)
    hash = hash * 31 + values[i];
  return hash * 31 + n;
}

/* What the state layer shows besides the scale: the units, the Forts and
 * the options' marks. A frame kept for scaling is made again when it
 * changes (a move during a pinch) */
guint
_gmp_render_content_hash (const GmpState         *state,
                          const GmpRenderOptions *options)
{
  guint hash = _gmp_render_forts_hash (state);

  for (guint i = 0; state != NULL && i < state->units->len; i++)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, i);

      hash = hash * 31 + (guint) unit->place;
      hash = hash * 31 + (guint) unit->city;
      hash = hash * 31 + (guint) unit->reduced * 2 + (guint) unit->revealed;
      hash = hash * 31 + (guint) unit->guard_value;
    }
  hash = hash * 31 + (guint) options->selected_city;
  hash = hash * 31 + (guint) options->focus_city;
  hash = hash * 31 + (guint) options->reveal_guards;
  hash = hash_uints (hash, options->highlight_cities, options->n_highlight);
  hash = hash_uints (hash, options->highlight_costs, options->n_highlight);
  hash = hash_uints (hash, options->combat_cities, options->n_combat);
  hash = hash_uints (hash, options->problem_cities, options->n_problem);
  hash = hash_uints (hash, options->picked_units, options->n_picked);
  for (guint i = 0; options->highlight_labels != NULL && i < options->n_highlight; i++)
    hash = hash * 31 + (options->highlight_labels[i] != NULL
                        ? g_str_hash (options->highlight_labels[i]) : 0);
  return hash;
}

static gboolean
item_crowded (GmpRenderContext *ctx,
              guint             item,
              guint             mark_city)
{
  const GmpMapItem *placed = &g_array_index (ctx->placed->items, GmpMapItem, item);

  return _gmp_render_crowding (ctx, _gmp_render_box_of (placed),
                               (Own) { item, item + 1, mark_city, FALSE }) > 1e-4;
}

/* What found no free place at first (a name whose every candidate the
 * counters placed before it took) is placed again among all the others,
 * for a few rounds: each stack, mark, name and badge that overlaps
 * something moves where it overlaps less, if there is such a place, which
 * may free a place for another in the next round */
static void
place_again (Placer *placer)
{
  GmpRenderContext *ctx = placer->ctx;

  for (guint round = 0; round < 4; round++)
    {
      gboolean crowded = FALSE;

      for (guint i = 0; i < placer->stacks->len; i++)
        {
          const Stack *stack = &g_array_index (placer->stacks, Stack, i);

          if (_gmp_render_stack_present_crowding (ctx, stack, FALSE) > 1e-4)
            {
              crowded = TRUE;
              _gmp_render_place_stack (ctx, stack);
            }
        }
      for (guint i = 0; i < placer->marks->len; i++)
        {
          const Mark *mark = &g_array_index (placer->marks, Mark, i);

          if (item_crowded (ctx, mark->item, mark->city))
            {
              crowded = TRUE;
              _gmp_render_place_mark (placer, i, TRUE);
            }
        }
      for (guint city = 0; city < ctx->board->n_cities; city++)
        if (item_crowded (ctx, placer->name_items[city], G_MAXUINT))
          {
            crowded = TRUE;
            _gmp_render_place_name (placer, city);
          }
      for (guint i = 0; i < placer->badge_items->len; i++)
        if (item_crowded (ctx, g_array_index (placer->badge_items, guint, i), G_MAXUINT))
          {
            crowded = TRUE;
            _gmp_render_place_badge (placer, i, TRUE);
          }
      if (!crowded)
        break;
    }
}

GmpRenderLayout *
_gmp_render_layout_compute (GmpRenderContext *ctx)
{
  const GmpBoard *board = ctx->board;
  const GmpRenderOptions *options = ctx->options;
  GmpRenderLayout *layout = g_new0 (GmpRenderLayout, 1);
  guint n = board->n_cities;
  g_autofree Box *markers = g_new0 (Box, MAX (n, 1));
  g_autofree Box *crowns = g_new0 (Box, MAX (n, 1));
  g_autofree Box *flags = g_new0 (Box, MAX (n, 1));
  g_autofree guint *name_items = g_new (guint, MAX (n, 1));
  g_autoptr(GArray) stacks = g_array_new (FALSE, FALSE, sizeof (Stack));
  g_autoptr(GArray) marks = g_array_new (FALSE, FALSE, sizeof (Mark));
  g_autoptr(GArray) badge_items = g_array_new (FALSE, FALSE, sizeof (guint));
  Placer placer = { ctx, markers, crowns, flags, name_items, stacks, marks, badge_items };
  g_autofree guint *ids = NULL;
  g_autofree double *crowding_of = NULL;
  g_autofree guint *order = NULL;
  guint max_ids = ctx->state != NULL ? gmp_state_n_units (ctx->state) : 0;

  layout->items = g_array_new (FALSE, FALSE, sizeof (GmpMapItem));
  layout->counters = g_array_new (FALSE, FALSE, sizeof (GmpRenderCounter));
  layout->badges = g_array_new (FALSE, FALSE, sizeof (GmpRenderBadge));
  layout->fence = g_array_new (FALSE, FALSE, sizeof (Box));
  layout->name_x = g_new0 (double, MAX (n, 1));
  layout->name_y = g_new0 (double, MAX (n, 1));
  layout->mark_xy = g_new0 (double, 4 * MAX (n, 1));
  layout->n_cities = n;
  layout->name_size = _gmp_render_name_size (ctx);
  ctx->placed = layout;
  ids = g_new (guint, MAX (max_ids, 1));
  add_fence (ctx);

  /* What stands where the board puts it */
  for (guint i = 0; i < n; i++)
    {
      guint first = layout->items->len;

      const GmpCity *c = &board->cities[i];
      double rings = _gmp_render_city_radius (ctx, i) + _gmp_render_ring_extent (ctx, i);
      Box marker = marker_box (ctx, i);

      _gmp_render_add_item (layout, GMP_MAP_ITEM_MARKER, i, marker);
      /* What stands round the city keeps out of its rings */
      markers[i] = (Box) { MIN (marker.left, c->x - rings), MIN (marker.top, c->y - rings),
                           MAX (marker.right, c->x + rings), MAX (marker.bottom, c->y + rings) };
      _gmp_render_add_item (layout, GMP_MAP_ITEM_RINGS, i, markers[i]);
      if (board->cities[i].fort != GMP_NONE)
        add_fort (ctx, i);
      if (board->cities[i].flag != GMP_NONE)
        flags[i] = add_flag (ctx, i);
      crowns[i] = markers[i];
      for (guint k = first; k < layout->items->len; k++)
        crowns[i].top = MIN (crowns[i].top, g_array_index (layout->items, GmpMapItem, k).y);
      name_items[i] = G_MAXUINT;
    }
  for (guint i = 0; ctx->state != NULL && i < n; i++)
    for (GmpSide side = GMP_SIDE_SWARM; side < GMP_N_SIDES; side++)
      {
        g_autoptr(GArray) groups = _gmp_render_collect_groups (ctx, i, side, ids, max_ids);

        if (groups->len > 0)
          _gmp_render_add_counters (&placer, i, side, groups);
      }

  /* The marks before the names, which are placed off them */
  for (guint i = 0; i < n; i++)
    _gmp_render_add_marks (&placer, i);

  /* Names, the most crowded places first, then each placed again among
   * all the others */
  crowding_of = g_new0 (double, MAX (n, 1));
  order = g_new (guint, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    {
      double w, h, size = layout->name_size;
      const GmpCity *c = &board->cities[i];
      Box below;

      _gmp_render_text_extents (ctx, c->name, size, c->key, &w, &h);
      below = (Box) { c->x - w / 2, markers[i].bottom, c->x + w / 2, markers[i].bottom + h };
      crowding_of[i] = _gmp_render_crowding (ctx, below, OWN_NOTHING);
      order[i] = i;
    }
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && crowding_of[order[j]] > crowding_of[order[j - 1]]; j--)
      {
        guint t = order[j];

        order[j] = order[j - 1];
        order[j - 1] = t;
      }
  for (guint pass = 0; pass < 2; pass++)
    for (guint k = 0; k < n; k++)
      _gmp_render_place_name (&placer, order[k]);

  for (guint i = 0; options->highlight_costs != NULL && i < options->n_highlight; i++)
    {
      guint city = options->highlight_cities[i];
      const char *odds = options->highlight_labels != NULL ? options->highlight_labels[i] : NULL;

      if (city < n)
        _gmp_render_add_badge (&placer, city, options->highlight_costs[i], odds);
    }
  if (!g_getenv ("NO_AGAIN")) place_again (&placer);

  return layout;
}

void
gmp_render_layout_free (GmpRenderLayout *layout)
{
  if (layout == NULL)
    return;
  g_array_unref (layout->items);
  g_array_unref (layout->counters);
  for (guint i = 0; i < layout->badges->len; i++)
    g_free (g_array_index (layout->badges, GmpRenderBadge, i).odds);
  g_array_unref (layout->badges);
  g_array_unref (layout->fence);
  g_free (layout->name_x);
  g_free (layout->name_y);
  g_free (layout->mark_xy);
  g_free (layout);
}

GmpRenderLayout *
gmp_render_layout_new (const GmpBoard         *board,
                       const GmpState         *state,
                       const GmpRenderOptions *options)
{
  GmpRenderContext ctx = { 0 };
  g_autoptr(PangoLayout) text = NULL;
  cairo_surface_t *surface;
  GmpRenderLayout *layout;
  cairo_t *cr;

  g_return_val_if_fail (board != NULL, NULL);
  g_return_val_if_fail (options != NULL && options->scale > 0, NULL);
  g_return_val_if_fail (state == NULL || state->board == board, NULL);

  /* Text is measured in map units, unhinted: any surface serves */
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cr = cairo_create (surface);
  cairo_scale (cr, options->scale, options->scale);
  text = _gmp_render_create_layout (cr);
  ctx.cr = cr;
  ctx.board = board;
  ctx.state = state;
  ctx.options = options;
  ctx.layout = text;
  ctx.px = 1.0 / options->scale;
  layout = _gmp_render_layout_compute (&ctx);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return layout;
}

const GmpMapItem *
gmp_render_layout_get_items (GmpRenderLayout *layout,
                             guint           *n_items)
{
  g_return_val_if_fail (layout != NULL, NULL);

  if (n_items != NULL)
    *n_items = layout->items->len;
  return (const GmpMapItem *) layout->items->data;
}

int
gmp_render_layout_city_at (GmpRenderLayout *layout,
                           double           map_x,
                           double           map_y)
{
  g_return_val_if_fail (layout != NULL, GMP_NONE);

  /* The last drawn is on top: badges, counters, names, then markers and
   * the rings round them */
  for (guint k = layout->items->len; k > 0; k--)
    {
      const GmpMapItem *item = &g_array_index (layout->items, GmpMapItem, k - 1);

      if (map_x >= item->x && map_x <= item->x + item->width
          && map_y >= item->y && map_y <= item->y + item->height)
        return (int) item->city;
    }
  return GMP_NONE;
}

int
gmp_render_stack_at (const GmpBoard         *board,
                     const GmpState         *state,
                     const GmpRenderOptions *options,
                     double                  x,
                     double                  y)
{
  g_autoptr(GmpRenderLayout) layout = NULL;
  int city;

  g_return_val_if_fail (board != NULL, GMP_NONE);
  g_return_val_if_fail (options != NULL && options->scale > 0, GMP_NONE);

  /* A dot is easy to hit: its disc of a few pixels first */
  city = gmp_render_city_at (board, options, x, y);
  if (city != GMP_NONE)
    return city;
  layout = gmp_render_layout_new (board, state, options);
  return gmp_render_layout_city_at (layout, (x - options->offset_x) / options->scale,
                                    (y - options->offset_y) / options->scale);
}
