type TMessages = Record<string, unknown>;

/**
 * The messages the registration and family members forms read in the browser (sent only on their
 * pages); the registration's `Forms` for the note shown while a later step's code loads.
 */
export function pickRegistrationMessages(messages: TMessages): TMessages {
  return { Registration: messages.Registration, ParticipantValidation: messages.ParticipantValidation, Forms: messages.Forms };
}

export function pickFamilyMessages(messages: TMessages): TMessages {
  return { Registration: messages.Registration, ParticipantValidation: messages.ParticipantValidation, FamilyMembers: messages.FamilyMembers };
}
