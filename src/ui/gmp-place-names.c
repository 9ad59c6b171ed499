/* gmp-place-names.c: where a chit or a unit can be, in words for people
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "core/gmp-i18n.h"

#include "gmp-place-names.h"

const char *
gmp_place_name_of_chit (GmpChitPlace place)
{
  switch (place)
    {
    case GMP_CHIT_IN_CUP:
      return _("In the cup");
    case GMP_CHIT_ON_TIME_TRACK:
      /* Translators: the Portuguese rules keep "Time Track" in English */
      return _("On the Time Track");
    case GMP_CHIT_WITH_ALLY:
      return _("With its Allied nation (Rules note 23)");
    case GMP_CHIT_DRAWN:
      return _("Drawn this turn");
    case GMP_CHIT_IN_HAND:
      return _("In its owner’s hand (Rules note 20)");
    case GMP_CHIT_USED:
      return _("Used this turn");
    case GMP_CHIT_HELD:
      return _("Held for the next turn (Rules note 5)");
    case GMP_CHIT_REMOVED:
      return _("Out of the game");
    default:
      g_return_val_if_reached (NULL);
    }
}

const char *
gmp_place_name_of_unit (GmpPlace place)
{
  switch (place)
    {
    case GMP_PLACE_MAP:
      return _("On the map");
    case GMP_PLACE_RESERVE:
      return _("Set aside until its nation comes (Rules note 23)");
    case GMP_PLACE_TIME_TRACK:
      return _("On the Time Track");
    case GMP_PLACE_RETURNING:
      return _("Returns in the next Fade In (Rules note 6)");
    case GMP_PLACE_ELIMINATED:
      return _("Out of the game");
    default:
      g_return_val_if_reached (NULL);
    }
}
