/* gmp-editor-palette.h: every counter of the board, to place on the map
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The scenario editor's palette: one button per unit type and formation the
 * board has (the Swarm's, the Humans', the Allied nations' and the National
 * Guard), each a small counter drawn by src/render/ with how many such
 * units the position holds against how many counters the board has. A
 * click arms a counter (the next city clicked on the map gets one); a drag
 * carries it to a city (its content is gmp_editor_counter_to_string()).
 */

#pragma once

#include <gtk/gtk.h>

#include "model/gmp-game.h"

G_BEGIN_DECLS

#define GMP_TYPE_EDITOR_PALETTE (gmp_editor_palette_get_type ())

G_DECLARE_FINAL_TYPE (GmpEditorPalette, gmp_editor_palette, GMP, EDITOR_PALETTE, GtkWidget)

GtkWidget *gmp_editor_palette_new          (void);
void       gmp_editor_palette_set_game     (GmpEditorPalette *self,
                                            GmpGame          *game);
/* The armed counter: what a click on a city places. */
gboolean   gmp_editor_palette_get_armed    (GmpEditorPalette *self,
                                            int              *type,
                                            int              *formation);
/* Arms the counter of type and formation, or nothing (type GMP_NONE). */
void       gmp_editor_palette_set_armed    (GmpEditorPalette *self,
                                            int               type,
                                            int               formation);
/* The button of one counter (NULL when the board has none), for the tests. */
GtkWidget *gmp_editor_palette_get_button   (GmpEditorPalette *self,
                                            int               type,
                                            int               formation);
/* "placed / board" as the button shows it */
const char *gmp_editor_palette_get_count_text (GmpEditorPalette *self,
                                               int               type,
                                               int               formation);

/* What a dragged counter carries: "ginormopod-counter:TYPE:FORMATION" with
 * the board's ids ("-" for a Guard's formation). */
char      *gmp_editor_counter_to_string    (const GmpBoard   *board,
                                            int               type,
                                            int               formation);
gboolean   gmp_editor_counter_from_string  (const GmpBoard   *board,
                                            const char       *text,
                                            int              *type,
                                            int              *formation);

/* A counter picture as the map draws it, size pixels square; a Guard
 * shows guard_value unless face_down. */
GtkWidget *gmp_editor_counter_picture_new  (GmpBoard         *board,
                                            guint             type,
                                            int               formation,
                                            gboolean          reduced,
                                            gboolean          face_down,
                                            int               guard_value,
                                            int               size);
/* "Infantry (Human A)", "National Guard": a counter's name for people. */
char      *gmp_editor_counter_name         (const GmpBoard   *board,
                                            int               type,
                                            int               formation);

G_END_DECLS
