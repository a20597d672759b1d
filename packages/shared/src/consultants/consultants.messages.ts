/** Consultant supply words (expertise, hourly rate, directory), free of zod for light pages. */

export const HOURLY_RATE_MESSAGES = {
  invalid: 'Please enter a valid hourly rate',
  updated: 'Hourly rate updated successfully',
  updateFailed: 'Failed to update hourly rate',
  onlyConsultants: 'Only consultants have an hourly rate',
} as const;

export const SKILL_MESSAGES = {
  added: 'Skill added to your expertise',
  addedMany: (count: number) => `Added ${count} skills to your expertise`,
  removed: 'Skill removed from your expertise',
  categoryAndGeneralRemoved: 'Category and general skill removed from your expertise',
  removedMany: (count: number) => `Removed ${count} skills from your expertise`,
  updateFailed: 'Failed to update skill',
  addFailed: 'Failed to add consultant skill',
  removeFailed: 'Failed to remove consultant skill',
  fetchFailed: 'Failed to fetch consultant skills',
  duplicate: 'The consultant already has this skill',
  categoryNotOfType: 'The category does not belong to this support type',
  subOptionNotOfType: 'The sub-option does not belong to this support type',
  consultantMismatch: 'consultantId must match the consultant in the path',
  onlyOwnSkills: 'You can only change your own skills',
  skillNotFound: 'Skill not found',
  consultantNotFound: 'Consultant not found',
} as const;

export const DIRECTORY_MESSAGES = {
  fetchConsultantsFailed: 'Failed to fetch consultants',
  fetchBySkillsFailed: 'Failed to fetch consultants by skills',
  fetchReviewsFailed: 'Failed to fetch consultant reviews',
} as const;

/** The expertise screen's words (spec §2 "Manage Your Expertise"). */
export const EXPERTISE_TEXTS = {
  title: 'Manage Your Expertise',
  backToDashboard: 'Back to Dashboard',
  skillsSelected: 'Skills Selected',
  general: 'General',
  generalDescription: 'Broad expertise in this area',
  specializedCategories: 'Specialized Categories',
  summaryTitle: 'Your Selected Expertise',
  emptyTitle: 'No expertise areas found',
  emptySearching: 'Try adjusting your search terms.',
  emptyNoTaxonomy: 'Please contact your administrator to set up expertise areas.',
} as const;
