/* gmp-alert.h: a message or a question over a window, on every libadwaita
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Built against libadwaita 1.5 or newer an alert is an AdwAlertDialog,
 * shown inside its window (AdwDialog); against older ones (Debian 12's
 * 1.2) it is an AdwMessageDialog, a window of its own. The choice is made
 * here alone: libadwaita 1.6 deprecated AdwMessageDialog, and under GTK
 * 4.18 libadwaita 1.7's measures its labels below their minimum width
 * ("Trying to measure GtkLabel…", fatal in the tests).
 *
 * Either way an alert is a GtkWidget that emits "response"
 * (GtkWidget *alert, const char *response, gpointer user_data) once, when
 * a response is chosen or it is closed (the close response), and then
 * goes away.
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Whether alerts are AdwAlertDialogs (the API level stays pinned to
 * libadwaita 1.2 by ADW_VERSION_MAX_ALLOWED; gmp-alert.c alone uses the
 * 1.5 symbols, declared unavailable there) */
#define GMP_ALERT_IS_ADW_DIALOG ADW_CHECK_VERSION (1, 5, 0)

/* A new alert over parent, shown with gmp_alert_present() */
GtkWidget            *gmp_alert_new                     (GtkWindow             *parent,
                                                         const char            *heading,
                                                         const char            *body);
/* Pairs of response id and mnemonic label, ended by NULL */
void                  gmp_alert_add_responses           (GtkWidget             *alert,
                                                         const char            *first_id,
                                                         ...) G_GNUC_NULL_TERMINATED;
void                  gmp_alert_set_response_appearance (GtkWidget             *alert,
                                                         const char            *id,
                                                         AdwResponseAppearance  appearance);
void                  gmp_alert_set_default_response    (GtkWidget             *alert,
                                                         const char            *id);
/* The response Escape and closing give ("close" unless set) */
void                  gmp_alert_set_close_response      (GtkWidget             *alert,
                                                         const char            *id);
void                  gmp_alert_set_extra_child         (GtkWidget             *alert,
                                                         GtkWidget             *child);
GtkWidget            *gmp_alert_get_extra_child         (GtkWidget             *alert);

/* Shows alert over the parent it was made for; again: brings it forward */
void                  gmp_alert_present                 (GtkWidget             *alert);

gboolean              gmp_alert_is_alert                (gpointer               widget);
const char           *gmp_alert_get_heading             (GtkWidget             *alert);
const char           *gmp_alert_get_body                (GtkWidget             *alert);
gboolean              gmp_alert_has_response            (GtkWidget             *alert,
                                                         const char            *id);
const char           *gmp_alert_get_response_label      (GtkWidget             *alert,
                                                         const char            *id);
AdwResponseAppearance gmp_alert_get_response_appearance (GtkWidget             *alert,
                                                         const char            *id);
const char           *gmp_alert_get_close_response      (GtkWidget             *alert);

/* Answers alert with id as its button would (for the tests) */
void                  gmp_alert_respond                 (GtkWidget             *alert,
                                                         const char            *id);
/* Closes alert as Escape would: the close response */
void                  gmp_alert_close                   (GtkWidget             *alert);
/* The window alert was made for */
GtkWindow            *gmp_alert_get_parent              (GtkWidget             *alert);
/* The alerts shown over parent (over any window: NULL) and not answered
 * or closed yet, first shown first; free the list with g_list_free() (for
 * the tests) */
GList                *gmp_alert_list_shown              (GtkWindow             *parent);

G_END_DECLS
