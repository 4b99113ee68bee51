type TMessages = Record<string, unknown>;

/** The messages the registration and family members forms read in the browser (sent only on their pages). */
export function pickRegistrationMessages(messages: TMessages): TMessages {
  return { Registration: messages.Registration, ParticipantValidation: messages.ParticipantValidation };
}

export function pickFamilyMessages(messages: TMessages): TMessages {
  return { Registration: messages.Registration, ParticipantValidation: messages.ParticipantValidation, FamilyMembers: messages.FamilyMembers };
}
