/* gmp-rules-window.h: the rules notes, in the user's language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define GMP_TYPE_RULES_WINDOW (gmp_rules_window_get_type ())

G_DECLARE_FINAL_TYPE (GmpRulesWindow, gmp_rules_window, GMP, RULES_WINDOW, AdwWindow)

GtkWidget      *gmp_rules_window_new          (void);
GmpRulesWindow *gmp_rules_window_present      (GtkWindow      *parent,
                                               guint           number);
void            gmp_rules_window_show_note    (GmpRulesWindow *self,
                                               guint           number);
GtkWidget      *gmp_rules_window_get_note_row (GmpRulesWindow *self,
                                               guint           number);
guint           gmp_rules_window_get_n_notes  (GmpRulesWindow *self);
/* text on label, each rules-note citation in it ("Rules note 14") a link
 * that presents the rules window at that note. */
void            gmp_rules_window_set_label_text (GtkLabel     *label,
                                                 const char   *text);

G_END_DECLS
