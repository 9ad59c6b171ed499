/* gmp-accessible.h: names a screen reader reads for buttons
 *
 * GTK 4.8 names a button by its accessible label followed by the names of
 * what labels it (its child): an icon button reads as its icon's class
 * ("GtkImage") and a mnemonic button with the underscore, then again.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Gives widget the accessible name name, and nothing after it. */
void gmp_accessible_set_name             (GtkWidget  *widget,
                                          const char *name);
/* A button with a mnemonic label ("_Add"): its name is the text as shown
 * ("Add"). Call it again after the label changes. */
void gmp_accessible_name_mnemonic_button (GtkWidget  *button);
/* Every mnemonic button under root, as above: the responses of an
 * alert (gmp-alert.h), whose buttons libadwaita makes itself. */
void gmp_accessible_name_mnemonic_buttons (GtkWidget *root);
/* The close button of every toast shown under root (a toast overlay):
 * libadwaita 1.2 leaves it unnamed. */
void gmp_accessible_name_toast_buttons   (GtkWidget *root);
/* The cell of a list or grid view that holds item's row: it takes the
 * keyboard's focus, so it reads name too. Call it when the row is bound. */
void gmp_accessible_name_list_item       (GtkListItem *item,
                                          const char  *name);

/* The GtkFlowBox cell that holds child takes name: without one GTK 4.8
 * reads a cell by its class name ("GtkFlowBoxChild"), as it reads an
 * unnamed flow box ("GtkFlowBox"; name it with gmp_accessible_set_name()). */
void gmp_accessible_name_cell            (GtkWidget  *child,
                                          const char *name);
/* The links of label (<a href> in its markup, a rules note's) get their
 * accessible objects as soon as label is on screen, and again after each
 * new markup while it is: call it after setting markup that can hold a
 * link. GTK 4.24 leaves a freed label in its AT-SPI cache otherwise
 * (gmp-accessible.c, docs/platform-notes.md). */
void gmp_accessible_prepare_links        (GtkLabel   *label);
/* A new image of icon_name that is only decoration, which screen readers
 * skip (GTK 4.8 reads an unnamed image as "GtkImage"): what it shows is
 * said in words beside it or in its parent's name. */
GtkWidget *gmp_accessible_new_decoration (const char *icon_name);

G_END_DECLS
