/**
 * The help centre's texts. Plain strings, so the search box can match every word a reader sees.
 */
export type HelpAudience = 'Customers' | 'Consultants' | 'Everyone';

export type HelpGuide = {
  id: string;
  title: string;
  audience: HelpAudience;
  summary: string;
  steps: string[];
};

export const HELP_GUIDES: HelpGuide[] = [
  {
    id: 'guide-raise-request',
    title: 'Raising a support request',
    audience: 'Customers',
    summary: 'The New Request wizard takes you through five steps.',
    steps: [
      'Open New Request from the sidebar or from Quick Actions on your dashboard.',
      'Support Type: choose the area of your problem, for example databases or security.',
      'Category: choose the category and, where offered, the sub-option. Some sub-options need an SAP service-request (SR) identifier of at least 3 characters; suggestions appear as you type.',
      'Details: set the priority and describe the problem: the system, what you see, error messages and what changed recently.',
      'Consultant: choose a consultant and book one or more time slots (see Booking consultant slots).',
      'Review: check everything and submit. Your ticket then appears under My Tickets with its ticket number.',
    ],
  },
  {
    id: 'guide-book-slots',
    title: 'Booking consultant slots',
    audience: 'Customers',
    summary: 'Consultant time is booked in 30-minute slots from their published availability.',
    steps: [
      'Consultants are listed by average rating, then by number of ratings, with their hourly rate and recent reviews.',
      'Free slots for the next 7 days are shown in 30-minute steps. Select as many as the work needs.',
      'The total shown is the hourly rate times the selected time; the final amount follows the hours actually worked.',
      'A slot can be booked only once. If someone books one of your chosen slots before you submit, you are asked to choose another.',
    ],
  },
  {
    id: 'guide-ticket-statuses',
    title: 'Ticket statuses',
    audience: 'Everyone',
    summary: 'Every status change is recorded in the ticket’s history with who made it and when.',
    steps: [
      'New: the request has been raised and is waiting for the consultant.',
      'In Progress: the consultant is working on it.',
      'Pending Customer Action: the consultant needs information or a decision from the customer.',
      'Escalate: the ticket needs attention; customers and consultants can escalate.',
      'Completed: the work is done.',
      'Closed or Topic Closed: the ticket is finished and the consultant has recorded the hours worked. A customer can reopen (Re-Opened) or escalate a closed ticket that is not yet paid.',
      'Paid: the payment for the ticket has been received.',
    ],
  },
  {
    id: 'guide-payments',
    title: 'Paying for a ticket',
    audience: 'Customers',
    summary: 'Closed tickets are paid in rupees through Razorpay.',
    steps: [
      'You pay once the ticket is Closed or Topic Closed.',
      'The amount is the consultant’s hourly rate at the time of booking multiplied by the hours worked.',
      'Open the ticket and start the payment: Razorpay’s checkout opens with the amount in INR.',
      'When the payment is confirmed the ticket shows Paid. If confirmation takes a moment, the ticket refreshes by itself.',
      'For cancellations and refunds, see the Cancellation & Refund Policy linked at the foot of the public pages.',
    ],
  },
  {
    id: 'guide-messaging',
    title: 'Messages and attachments',
    audience: 'Everyone',
    summary: 'Each ticket has one conversation between the customer and the consultant.',
    steps: [
      'Open Messages from the sidebar. It is shown only while messaging is enabled by the administrators.',
      'Press Enter to send and Shift+Enter for a new line.',
      'Attach files such as logs, screenshots or documents. The allowed file types and the maximum size are set by the administrators.',
      'You can edit or delete your own messages, and archive a conversation to tidy your list; restore it at any time.',
    ],
  },
  {
    id: 'guide-availability',
    title: 'Publishing your availability',
    audience: 'Consultants',
    summary: 'Customers can book only the slots you publish: a weekly pattern, and one-off blocks besides.',
    steps: [
      'Open Availability from the sidebar.',
      'Weekly availability: for each weekday, add the blocks you work (Add block), in your time zone, and choose Save Weekly Availability. Slots are made from the pattern for today and the next 7 days, as the days pass.',
      'Exception days: pick a Day off and choose Add Exception Day; the weekly pattern makes no new slots on it. Slots already on that day stay until you delete them under Your Slots. Remove the exception to work that day after all.',
      'Add Availability: for a one-off block, choose a start date and time and a duration of 30 minutes or 1 to 8 hours. The end time is calculated for you. Blocks cannot start in the past or overlap your slots.',
      'Your Slots: every slot is split into 30 minutes that customers can book. Delete free slots you can no longer offer; booked slots stay until the session is moved or cancelled.',
      'Meeting link: choose where your sessions take place: your own Teams, Zoom, Meet, Webex or other https link, or a Jitsi Meet room made for each session (the default). Customers see it in their agenda, the ticket and every calendar invite and reminder.',
    ],
  },
  {
    id: 'guide-skills',
    title: 'Managing your skills',
    audience: 'Consultants',
    summary: 'Your skills decide which requests customers can book you for.',
    steps: [
      'Open My Skills from the sidebar.',
      'Tick General on a support type for broad expertise in that area.',
      'Choose More to show its specialised categories and tick the ones you cover.',
      'The Your Selected Expertise summary lists everything you have chosen.',
    ],
  },
  {
    id: 'guide-hourly-rate',
    title: 'Setting your hourly rate',
    audience: 'Consultants',
    summary: 'Your rate in rupees is shown to customers when they choose a consultant.',
    steps: [
      'Enter your hourly rate in rupees on the My Skills page; it must be above 0 and may include paise.',
      'Your current rate is shown on your dashboard under Consultant Settings.',
      'A booking keeps the rate in force when it was made; a new rate applies to later bookings.',
    ],
  },
];

export type HelpFaq = { question: string; answer: string };

export const HELP_FAQS: HelpFaq[] = [
  {
    question: 'How is the amount of a ticket calculated?',
    answer:
      'The consultant’s hourly rate at the time of booking multiplied by the hours worked, which the consultant records when closing the ticket.',
  },
  {
    question: 'How do I change my password?',
    answer:
      'Go to Settings and choose Change Password. Enter your current password and the new one twice. Your other devices will need to sign in again.',
  },
  {
    question: 'I have forgotten my password. What can I do?',
    answer:
      'On the sign-in page choose Forgot password? and enter your e-mail address. We mail you a link that sets a new password; it works once, for 30 minutes. Signing in with the new password ends your other sessions.',
  },
  {
    question: 'I did not receive the verification e-mail. What can I do?',
    answer:
      'Check your spam folder first. Then sign in with your e-mail address and password: the sign-in page says the address is not verified yet and offers Send a new verification link. A new link can be sent every 10 minutes.',
  },
  {
    question: 'How do I change the name on my account?',
    answer: 'Names cannot be edited in the app. Contact support and we will update them for you.',
  },
  {
    question: 'Why can I not select a time slot?',
    answer:
      'The slot has been booked by someone else or its time has passed. Choose another slot or another consultant.',
  },
  {
    question: 'Can I reopen a closed ticket?',
    answer:
      'Yes, as long as it is not paid: open the ticket and set it to Re-Opened, or escalate it if something needs attention.',
  },
  {
    question: 'Why do I not see Messages?',
    answer:
      'Messaging has been switched off by the administrators. Tickets and bookings keep working; contact support if you need to reach your consultant.',
  },
  {
    question: 'Why was I signed out?',
    answer:
      'Sessions end after a while for your security, and changing your password on another device ends the other sessions. Sign in again to continue.',
  },
  {
    question: 'Can I install the app?',
    answer:
      'Yes. In Chrome or Edge, use the install icon in the address bar or the install card; in Safari on iPhone or iPad, use Share, then Add to Home Screen.',
  },
];

/** Case-insensitive match on every word of the query, across everything a reader sees. */
export function matchesQuery(texts: string[], query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts.join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word));
}
