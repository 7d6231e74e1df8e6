/** The words of signing in and out a first screen shows: the account chip, the prompt, why a sign-in ended (the rest: signIn.later.ts). */
const signIn = {
  chip: {
    signOut: 'Sign out',
    waitingSpotify: 'Waiting for Spotify…',
    waitingDemo: 'Waiting for the demo service…',
    whoTitle: '{name}: account and settings',
    title: 'Account and settings',
    signOutTitle: 'Sign out and forget the sign-in on this computer',
    signingIn: 'Signing in…',
    renewing: 'Renewing sign-in…',
    notSignedIn: 'Not signed in',
  },
  prompt: {
    tryDemo: 'Try Encore with the built-in demo',
    connect: 'Connect your Spotify account',
    demoBody:
      'One click signs you in to a local demo service with a sample library. Nothing leaves this computer.',
    needsSetup:
      'Encore needs the Client ID of your own Spotify app first; setting it up takes a few minutes.',
    spotifyBody: 'Sign in with Spotify to control your music from here.',
    setUp: 'Set up Spotify',
    signInDemo: 'Sign in to the demo',
    signInSpotify: 'Sign in with Spotify',
    more: 'More options',
  },
  ends: {
    again: 'Sign in again',
    willAsk: 'Spotify will ask you to sign in again on {day}.',
    asks: 'Spotify asks you to sign in again since {day}.',
  },
  refusal: {
    quota: 'Request quota used up',
    notRegistered: 'This account may not use your app',
    ownerPremium: 'The app owner’s Premium has lapsed',
    resumes: 'Requests resume {when}.',
    dashboard: 'Open the Spotify developer dashboard',
  },
  avatar: 'Picture of {name}',
  reason: {
    signedOut: 'Signed out',
    sessionEnded: 'Your session ended',
    declined: 'Sign-in declined',
    answerRefused: 'Sign-in answer refused',
    failed: 'Sign-in failed',
    timedOut: 'Sign-in timed out',
    cancelled: 'Sign-in cancelled',
    accountRefused: 'Spotify refused this account',
    keptUnreadable: 'Your kept sign-in could not be read',
    serviceChanged: 'Signed out of the previous service',
  },
}

export default signIn
