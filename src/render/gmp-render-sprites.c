/* gmp-render-sprites.c: counters drawn once per face and scale, then copied
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A counter's rounded edges and its labels cost most of a map frame (issue
 * 9: about 60 % of the drawing above the kept board layer), and a city's
 * name with its halo is as costly. The map view draws the same few faces
 * and names again and again, so each is drawn once into
 * a small image at the current scale, and a frame only copies the images.
 * The images are dropped when the scale changes. An image is copied to
 * whole pixels (a plain copy, no filtering), so each face is drawn for the
 * quarter pixel it falls on, in both directions: a counter is where the
 * vector drawing puts it within an eighth of a pixel.
 */

#include "config.h"

#include <math.h>

#include "gmp-render-private.h"

/* Positions within a pixel that a face is drawn for, in each direction */
#define PHASES 4

struct _GmpRenderSprites
{
  GHashTable *faces;          /* key (owned string) → cairo_surface_t */
  double      pixel_scale;    /* device pixels per device unit */
  double      scale;          /* the map's scale the faces were drawn at */
  double      device_unit;    /* device units per map unit then */
  /* Where the state layer put things, for one content at one scale: a
   * frame whose state did not change places nothing again */
  GmpRenderLayout *layout;
  double      layout_scale;
  guint       layout_content;
};

GmpRenderSprites *
gmp_render_sprites_new (void)
{
  GmpRenderSprites *self = g_new0 (GmpRenderSprites, 1);

  self->faces = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                       (GDestroyNotify) cairo_surface_destroy);
  self->pixel_scale = 1.0;
  return self;
}

void
gmp_render_sprites_free (GmpRenderSprites *sprites)
{
  if (sprites == NULL)
    return;
  g_hash_table_unref (sprites->faces);
  g_clear_pointer (&sprites->layout, gmp_render_layout_free);
  g_free (sprites);
}

void
gmp_render_sprites_set_pixel_scale (GmpRenderSprites *sprites,
                                    double            pixel_scale)
{
  g_return_if_fail (sprites != NULL);
  g_return_if_fail (pixel_scale > 0);

  if (sprites->pixel_scale == pixel_scale)
    return;
  sprites->pixel_scale = pixel_scale;
  g_hash_table_remove_all (sprites->faces);
}

guint
gmp_render_sprites_get_n_faces (GmpRenderSprites *sprites)
{
  g_return_val_if_fail (sprites != NULL, 0);

  return g_hash_table_size (sprites->faces);
}

/* The face drawn into an image of its own, at the scale cr draws at, its
 * corner (x - margin, y - margin) phase_x, phase_y pixels into the image */
static cairo_surface_t *
draw_face (GmpRenderContext    *ctx,
           double               device_unit,
           double               pixel_scale,
           double               phase_x,
           double               phase_y,
           double               x,
           double               y,
           double               w,
           double               h,
           double               margin,
           GmpRenderSpriteFunc  draw,
           gconstpointer        data)
{
  int width = (int) ceil ((w + 2 * margin) * device_unit * pixel_scale) + 1;
  int height = (int) ceil ((h + 2 * margin) * device_unit * pixel_scale) + 1;
  cairo_surface_t *face = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  GmpRenderContext face_ctx = *ctx;
  cairo_t *cr;

  cairo_surface_set_device_scale (face, pixel_scale, pixel_scale);
  cr = cairo_create (face);
  cairo_translate (cr, phase_x / pixel_scale, phase_y / pixel_scale);
  cairo_scale (cr, device_unit, device_unit);
  cairo_translate (cr, margin - x, margin - y);
  /* The frame's layout serves: text is shaped for the same scale (the
   * translation differs, and metrics are unhinted) */
  face_ctx.cr = cr;
  draw (&face_ctx, data, x, y, w, h);
  cairo_destroy (cr);
  cairo_surface_flush (face);
  return face;
}

void
_gmp_render_sprite (GmpRenderContext    *ctx,
                    const char          *key,
                    double               x,
                    double               y,
                    double               w,
                    double               h,
                    double               margin,
                    GmpRenderSpriteFunc  draw,
                    gconstpointer        data)
{
  GmpRenderSprites *sprites = ctx->options->sprites;
  cairo_t *cr = ctx->cr;
  double ux = 1.0, uy = 0.0, dx = x - margin, dy = y - margin;
  double device_unit, ps = sprites->pixel_scale, px, py;
  int phase_x, phase_y;
  char face_key[128];
  cairo_surface_t *face;

  cairo_user_to_device_distance (cr, &ux, &uy);
  device_unit = hypot (ux, uy);
  if (sprites->scale != ctx->options->scale || sprites->device_unit != device_unit)
    {
      g_hash_table_remove_all (sprites->faces);
      sprites->scale = ctx->options->scale;
      sprites->device_unit = device_unit;
    }

  /* The image's corner in whole pixels, and the quarter pixel past it */
  cairo_user_to_device (cr, &dx, &dy);
  px = floor (dx * ps);
  py = floor (dy * ps);
  phase_x = (int) round ((dx * ps - px) * PHASES);
  phase_y = (int) round ((dy * ps - py) * PHASES);
  g_snprintf (face_key, sizeof face_key, "%s@%d,%d", key, phase_x, phase_y);
  face = g_hash_table_lookup (sprites->faces, face_key);
  if (face == NULL)
    {
      face = draw_face (ctx, device_unit, ps, (double) phase_x / PHASES, (double) phase_y / PHASES,
                        x, y, w, h, margin, draw, data);
      g_hash_table_insert (sprites->faces, g_strdup (face_key), face);
    }

  cairo_save (cr);
  cairo_identity_matrix (cr);
  cairo_set_source_surface (cr, face, px / ps, py / ps);
  cairo_paint (cr);
  cairo_restore (cr);
}

GmpRenderLayout *
_gmp_render_sprites_get_layout (GmpRenderSprites *sprites,
                                double            scale,
                                guint             content)
{
  if (sprites->layout == NULL || sprites->layout_scale != scale
      || sprites->layout_content != content)
    return NULL;
  return sprites->layout;
}

void
_gmp_render_sprites_keep_layout (GmpRenderSprites *sprites,
                                 double            scale,
                                 guint             content,
                                 GmpRenderLayout  *layout)
{
  if (sprites->layout != layout)
    g_clear_pointer (&sprites->layout, gmp_render_layout_free);
  sprites->layout = layout;
  sprites->layout_scale = scale;
  sprites->layout_content = content;
}
