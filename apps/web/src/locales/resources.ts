// Every namespace of the web app, both languages. They are bundled rather than fetched: the
// whole set is a few kilobytes and a synchronous start avoids a flash of untranslated keys.
import deErrors from '@quit/contracts/locales/de/errors.json';
import enErrors from '@quit/contracts/locales/en/errors.json';
import deAuth from './de/auth.json';
import deChat from './de/chat.json';
import deBilling from './de/billing.json';
import deCommon from './de/common.json';
import deConfig from './de/config.json';
import deContact from './de/contact.json';
import deCourse from './de/course.json';
import deCravings from './de/cravings.json';
import deDonations from './de/donations.json';
import deFollowUp from './de/follow_up.json';
import deFundraiserPage from './de/fundraiser_page.json';
import deLanding from './de/landing.json';
import deLegal from './de/legal.json';
import deNicotineTest from './de/nicotine_test.json';
import deParticipant from './de/participant.json';
import dePrivacy from './de/privacy.json';
import deProfile from './de/profile.json';
import dePush from './de/push.json';
import deReminders from './de/reminders.json';
import deProgramme from './de/programme.json';
import deSandbox from './de/sandbox.json';
import deSlip from './de/slip.json';
import deSupporter from './de/supporter.json';
import deThankYouNote from './de/thank_you_note.json';
import deFollowers from './de/followers.json';
import deUser from './de/user.json';
import deWelcome from './de/welcome.json';
import enAuth from './en/auth.json';
import enChat from './en/chat.json';
import enBilling from './en/billing.json';
import enCommon from './en/common.json';
import enConfig from './en/config.json';
import enContact from './en/contact.json';
import enCourse from './en/course.json';
import enCravings from './en/cravings.json';
import enDonations from './en/donations.json';
import enFollowUp from './en/follow_up.json';
import enFundraiserPage from './en/fundraiser_page.json';
import enLanding from './en/landing.json';
import enLegal from './en/legal.json';
import enNicotineTest from './en/nicotine_test.json';
import enParticipant from './en/participant.json';
import enPrivacy from './en/privacy.json';
import enProfile from './en/profile.json';
import enPush from './en/push.json';
import enReminders from './en/reminders.json';
import enProgramme from './en/programme.json';
import enSandbox from './en/sandbox.json';
import enSlip from './en/slip.json';
import enSupporter from './en/supporter.json';
import enThankYouNote from './en/thank_you_note.json';
import enFollowers from './en/followers.json';
import enUser from './en/user.json';
import enWelcome from './en/welcome.json';

export const resources = {
  en: {
    common: enCommon,
    auth: enAuth,
    billing: enBilling,
    chat: enChat,
    config: enConfig,
    contact: enContact,
    course: enCourse,
    cravings: enCravings,
    donations: enDonations,
    follow_up: enFollowUp,
    fundraiser_page: enFundraiserPage,
    landing: enLanding,
    legal: enLegal,
    nicotine_test: enNicotineTest,
    participant: enParticipant,
    privacy: enPrivacy,
    profile: enProfile,
    push: enPush,
    reminders: enReminders,
    programme: enProgramme,
    sandbox: enSandbox,
    slip: enSlip,
    supporter: enSupporter,
    thank_you_note: enThankYouNote,
    followers: enFollowers,
    user: enUser,
    welcome: enWelcome,
    errors: enErrors,
  },
  de: {
    common: deCommon,
    auth: deAuth,
    billing: deBilling,
    chat: deChat,
    config: deConfig,
    contact: deContact,
    course: deCourse,
    cravings: deCravings,
    donations: deDonations,
    follow_up: deFollowUp,
    fundraiser_page: deFundraiserPage,
    landing: deLanding,
    legal: deLegal,
    nicotine_test: deNicotineTest,
    participant: deParticipant,
    privacy: dePrivacy,
    profile: deProfile,
    push: dePush,
    reminders: deReminders,
    programme: deProgramme,
    sandbox: deSandbox,
    slip: deSlip,
    supporter: deSupporter,
    thank_you_note: deThankYouNote,
    followers: deFollowers,
    user: deUser,
    welcome: deWelcome,
    errors: deErrors,
  },
} as const;

export type Namespace = keyof (typeof resources)['en'];
