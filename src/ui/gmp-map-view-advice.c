/* gmp-map-view-advice.c: the computer player's advice laid over the map
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The suggestions' arrows and rings (gmp-render-advice.h) are drawn over
 * each frame, after the cached board and state layers, so showing or
 * clearing them draws nothing of the map again (issue 21).
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "gmp-map-view-private.h"

static void
clear_advice (gpointer data)
{
  GmpRenderAdvice *advice = data;

  g_free ((guint *) advice->path);
}

void
gmp_map_view_set_advice (GmpMapView    *self,
                         const GArray **paths,
                         guint          n_paths)
{
  g_return_if_fail (GMP_IS_MAP_VIEW (self));
  g_return_if_fail (paths != NULL || n_paths == 0);

  if ((self->advice == NULL || self->advice->len == 0) && n_paths == 0)
    return;
  if (self->advice == NULL)
    {
      self->advice = g_array_new (FALSE, FALSE, sizeof (GmpRenderAdvice));
      g_array_set_clear_func (self->advice, clear_advice);
    }
  g_array_set_size (self->advice, 0);
  for (guint i = 0; i < n_paths; i++)
    {
      GmpRenderAdvice advice = { NULL, 0, i + 1 };

      if (paths[i] == NULL || paths[i]->len == 0)
        continue;
      advice.path = g_memdup2 (paths[i]->data, paths[i]->len * sizeof (guint));
      advice.n_path = paths[i]->len;
      g_array_append_val (self->advice, advice);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
gmp_map_view_get_n_advice (GmpMapView *self)
{
  g_return_val_if_fail (GMP_IS_MAP_VIEW (self), 0);

  return self->advice != NULL ? self->advice->len : 0;
}

const guint *
gmp_map_view_get_advice_path (GmpMapView *self,
                              guint       index,
                              guint      *n_path)
{
  const GmpRenderAdvice *advice;

  g_return_val_if_fail (GMP_IS_MAP_VIEW (self), NULL);
  g_return_val_if_fail (index < gmp_map_view_get_n_advice (self), NULL);

  advice = &g_array_index (self->advice, GmpRenderAdvice, index);
  if (n_path != NULL)
    *n_path = advice->n_path;
  return advice->path;
}

void
_gmp_map_view_draw_advice (GmpMapView *self,
                           cairo_t    *cr)
{
  GmpRenderOptions options;

  if (self->advice == NULL || self->advice->len == 0 || self->game == NULL)
    return;
  _gmp_map_view_fill_render_options (self, &options);
  gmp_render_advice (cr, gmp_game_get_board (self->game), &options,
                     (const GmpRenderAdvice *) self->advice->data, self->advice->len);
}
